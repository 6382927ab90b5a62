import { memo, useState, type ReactNode } from 'react';
import { CircleHelp } from 'lucide-react';
import { glossaryEntry } from '@playbook/core';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

/** docs/product/odds-and-storage.md: help opens after 700 ms; moving to a neighbouring icon within 300 ms opens it at once. */
export const GLOSSARY_TOOLTIP_DELAY_MS = 700;
export const GLOSSARY_TOOLTIP_SKIP_DELAY_MS = 300;

/** One provider per screen, so the skip delay carries from one help icon to the next. */
export function GlossaryTooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider delayDuration={GLOSSARY_TOOLTIP_DELAY_MS} skipDelayDuration={GLOSSARY_TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipProvider>
  );
}

interface GlossaryHelpProps {
  glossaryKey: string;
  /** What the icon explains, for its accessible name ("About 3rd Down %"). */
  label: string;
  className?: string;
}

/**
 * A focusable help icon whose tooltip shows the glossary entry (opens on hover or focus, and when pressed).
 * Renders nothing for a key the glossary does not know (docs/product/odds-and-storage.md). Memoised: table headers re-render on
 * every sort.
 */
export const GlossaryHelp = memo(function GlossaryHelp({ glossaryKey, label, className }: GlossaryHelpProps) {
  const [open, setOpen] = useState(false);
  const entry = glossaryEntry(glossaryKey);
  if (!entry) return null;
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={`About ${label}`}
          // A phone has no hover, and Radix neither opens its tooltip on a tap's focus nor on a click (a click
          // closes it): a tapped icon showed nothing at 320-390 px. Pressing the icon opens its help; a press
          // elsewhere, Escape or leaving it closes it as before (ADR 039).
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          className={cn(
            'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
            className,
          )}
        >
          <CircleHelp className="size-3.5" aria-hidden="true" />
        </button>
      </TooltipTrigger>
      <TooltipContent className="normal-case">
        <p className="font-semibold">{entry.title}</p>
        <p className="mt-1 text-muted-foreground">{entry.definition}</p>
      </TooltipContent>
    </Tooltip>
  );
});
