import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Check, X } from 'lucide-react';
import type { InjuryImpactLevel } from '@playbook/core';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { filterTeamOptions, type TeamOption } from '@/lib/team-options';
import { cn } from '@/lib/utils';

const IMPACT_STYLE: Record<InjuryImpactLevel, string> = {
  low: 'bg-success/15 text-primary',
  medium: 'bg-warning/25 text-foreground',
  high: 'bg-destructive text-destructive-foreground',
};

/** docs/product/matchup-predictor.md: the injury impact badge, coloured low (green), medium (amber), high (red). */
export function InjuryImpactBadge({ impact }: { impact: InjuryImpactLevel }) {
  return <Badge className={cn('border-transparent capitalize', IMPACT_STYLE[impact])}>{impact} impact</Badge>;
}

interface TeamPickerProps {
  label: string;
  options: readonly TeamOption[];
  /** The chosen team's name, or null. */
  value: string | null;
  onChange: (teamName: string | null) => void;
  /** The other picker's choice, left out of this list (docs/product/dashboard.md). */
  exclude?: string | null;
  placeholder?: string;
  /** Shown when nothing matches; by default 'No teams match "text"'. */
  emptyText?: string;
  disabled?: boolean;
}

/**
 * A searchable team picker following the ARIA combobox pattern (editable input, list popup): typing filters,
 * ArrowDown/ArrowUp move through the list, Enter picks, Escape closes (or, when closed, clears the choice).
 */
export function TeamPicker({ label, options, value, onChange, exclude, placeholder = 'Search teams...', emptyText, disabled }: TeamPickerProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [text, setText] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // The choice can change from outside (league change, reset, closing the analysis): show it.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value ?? '');
  }

  // While the input still shows the chosen team, the list shows every team rather than just that one.
  const query = text === (value ?? '') ? '' : text;
  const filtered = filterTeamOptions(options, query, exclude);
  const activeIndex = Math.min(active, filtered.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const moveTo = (index: number) => {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });
  };

  const choose = (option: TeamOption) => {
    setText(option.name);
    setOpen(false);
    if (option.name !== value) onChange(option.name);
  };

  const close = () => {
    setOpen(false);
    setText(value ?? '');
  };

  const openList = () => {
    const selectedIndex = filtered.findIndex((option) => option.name === value);
    setActive(Math.max(0, selectedIndex));
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else if (filtered.length > 0) moveTo(Math.min(filtered.length - 1, activeIndex + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else if (filtered.length > 0) moveTo(Math.max(0, activeIndex - 1));
        break;
      case 'Enter': {
        const option = filtered[activeIndex];
        if (open && option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (value !== null || text !== '') {
          event.preventDefault();
          setText('');
          if (value !== null) onChange(null);
        }
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  };

  const activeOption = open && activeIndex >= 0 ? filtered[activeIndex] : undefined;

  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input
          ref={inputRef}
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          className={cn(value !== null && 'pr-9')}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => (open ? close() : openList())}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {value !== null && !disabled && (
          <button
            type="button"
            aria-label={`Clear ${label}`}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => {
              setText('');
              onChange(null);
              // The button goes away with the choice; without this the focus fell to the page's body.
              inputRef.current?.focus();
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
        <div
          className={cn(
            'absolute z-30 mt-1 w-full overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md',
            !open && 'hidden',
          )}
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            className="max-h-72 overflow-y-auto p-1"
            // Keep focus in the input while an option is clicked, so blur does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
          >
            {open &&
              filtered.map((option, index) => (
                <li
                  key={option.name}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                    index === activeIndex && 'bg-accent text-accent-foreground',
                  )}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                  onClick={() => choose(option)}
                >
                  <Check className={cn('size-4 shrink-0', option.name === value ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{option.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      #{option.rank} · {option.injuryCount} {option.injuryCount === 1 ? 'injury' : 'injuries'}
                    </span>
                  </span>
                  <InjuryImpactBadge impact={option.impact} />
                </li>
              ))}
          </ul>
          {open && filtered.length === 0 && (
            <p className="px-3 pb-2 text-sm text-muted-foreground">{emptyText ?? `No teams match "${text.trim()}"`}</p>
          )}
        </div>
      </div>
    </div>
  );
}
