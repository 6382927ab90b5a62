import { Link } from 'react-router';
import type { User } from '@playbook/contracts';
import { Logo } from '@/components/logo';
import { AlertCentre } from '@/features/alerts/alert-centre';
import { LeagueToggle } from './league-toggle';
import { MainNav } from './main-nav';
import { RefreshAllButton } from './refresh-all-button';
import { UserMenu } from './user-menu';

const TAGLINE = 'Your Data-Driven Playbook to Beat the Odds';

/**
 * docs/product/header-and-leagues.md. First row at every width: brand, league toggle, refresh and user menu; the navigation (short
 * labels on phones, then More) has the second row to itself, so the header fits from 320 px.
 * Below 420 px the brand shows only its logo (the link keeps the name "Playbook", and the tagline under the header
 * says "Playbook" too). The tagline sits beside the brand on wide screens and under the header otherwise.
 */
export function AppHeader({ user }: { user: User }) {
  return (
    <>
      <header className="border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1.5 px-3 py-2.5 sm:gap-x-3 sm:px-6 md:gap-y-2">
          {/* Named by its visible text, tagline included where shown (WCAG 2.5.3); the logo alone says "Playbook" to
              screen readers below 420 px. */}
          <Link to="/" className="mr-auto flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Logo />
            <span className="sr-only min-[420px]:hidden">Playbook</span>
            <span className="hidden min-w-0 flex-col min-[420px]:flex">
              <span className="text-lg leading-tight font-bold tracking-tight">Playbook</span>
              <span className="hidden text-xs text-muted-foreground lg:block">{TAGLINE}</span>
            </span>
          </Link>
          <LeagueToggle />
          <RefreshAllButton />
          <AlertCentre />
          <UserMenu user={user} />
          <MainNav className="min-w-0 basis-full" />
        </div>
      </header>
      <p className="border-b bg-muted/60 px-3 py-1.5 text-center text-xs text-muted-foreground lg:hidden">{TAGLINE}</p>
    </>
  );
}
