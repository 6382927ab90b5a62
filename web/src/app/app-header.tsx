import { Link } from 'react-router';
import type { User } from '@playbook/contracts';
import { Logo } from '@/components/logo';
import { LeagueToggle } from './league-toggle';
import { MainNav } from './main-nav';
import { RefreshAllButton } from './refresh-all-button';
import { UserMenu } from './user-menu';

const TAGLINE = 'Your Data-Driven Playbook to Beat the Odds';

/**
 * Spec 1 §2.1. Phones: brand, refresh and user menu on the first row; league toggle and short nav labels on
 * the second; the tagline under the header. Wide screens: full labels, the tagline beside the brand.
 */
export function AppHeader({ user }: { user: User }) {
  return (
    <>
      <header className="border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2.5 sm:gap-x-3 sm:px-6 md:gap-y-2">
          <Link
            to="/"
            className="order-1 mr-auto flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Logo />
            <span className="flex min-w-0 flex-col">
              <span className="text-lg leading-tight font-bold tracking-tight">Playbook</span>
              <span className="hidden text-xs text-muted-foreground lg:block">{TAGLINE}</span>
            </span>
          </Link>
          <LeagueToggle className="order-4 md:order-2" />
          <div className="order-2 md:order-3">
            <RefreshAllButton />
          </div>
          <div className="order-3 md:order-4">
            <UserMenu user={user} />
          </div>
          {/* Phones only: ends the first row so the league toggle starts the second one. */}
          <div aria-hidden="true" className="order-3 h-0 basis-full md:hidden" />
          <MainNav className="order-5 min-w-0 flex-1 md:basis-full" />
        </div>
      </header>
      <p className="border-b bg-muted/60 px-3 py-1.5 text-center text-xs text-muted-foreground lg:hidden">{TAGLINE}</p>
    </>
  );
}
