import { CircleHelp } from 'lucide-react';
import { CLV_EXPLANATION, UNCONFIRMED_CLOSE_EXPLANATION } from '@playbook/core';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

/** A focusable help icon explaining closing line value and unconfirmed closes (ADR 035); its own provider, as the tracker has none. */
export function ClvHelp() {
  return (
    <TooltipProvider delayDuration={300}>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label="About CLV"
            className="inline-flex size-5 shrink-0 items-center justify-center rounded-full align-middle text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <CircleHelp className="size-3.5" aria-hidden="true" />
          </button>
        </TooltipTrigger>
        <TooltipContent>
          <p>{CLV_EXPLANATION}</p>
          <p className="mt-1">{UNCONFIRMED_CLOSE_EXPLANATION}</p>
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
