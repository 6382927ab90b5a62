import { ODDS_FORMAT_LABELS, ODDS_FORMATS } from '@playbook/core';
import { THEMES, oddsFormatSchema, themeSchema } from '@playbook/contracts';
import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { useDisplaySettings } from '@/lib/display-settings';

const THEME_LABELS = { system: 'Same as device', light: 'Light', dark: 'Dark' } as const;

/** The user menu's odds format and theme choices (ADR 056). */
export function DisplaySettingsMenu() {
  const { settings, change } = useDisplaySettings();
  return (
    <>
      <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Odds format</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={settings.oddsFormat}
        onValueChange={(value) => {
          const parsed = oddsFormatSchema.safeParse(value);
          if (parsed.success) change({ oddsFormat: parsed.data });
        }}
      >
        {ODDS_FORMATS.map((format) => (
          <DropdownMenuRadioItem key={format} value={format} onSelect={(event) => event.preventDefault()}>
            {ODDS_FORMAT_LABELS[format]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Theme</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={settings.theme}
        onValueChange={(value) => {
          const parsed = themeSchema.safeParse(value);
          if (parsed.success) change({ theme: parsed.data });
        }}
      >
        {THEMES.map((theme) => (
          <DropdownMenuRadioItem key={theme} value={theme} onSelect={(event) => event.preventDefault()}>
            {THEME_LABELS[theme]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
