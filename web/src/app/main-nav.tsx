import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/utils';

interface NavItem {
  to: string;
  label: string;
  short: string;
  /** Other routes of the same screen, so the link stays highlighted there too. */
  aliases?: string[];
}

// Spec 1 §2.1: labels, and short labels for small screens.
const NAV_ITEMS: NavItem[] = [
  { to: '/game-hub', label: 'GameHub', short: 'Hub' },
  { to: '/matchup', label: 'H2H Predictor', short: 'H2H' },
  { to: '/over-under', label: 'Over/Under', short: 'O/U' },
  { to: '/profit-target', label: 'Prophet Target', short: 'Prophet', aliases: ['/profit-calculator'] },
  { to: '/parlay-tracker', label: 'Performance', short: 'Perf' },
];

export function MainNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center justify-between gap-0.5 md:justify-start md:gap-1">
        {NAV_ITEMS.map((item) => {
          const active = pathname === item.to || (item.aliases?.includes(pathname) ?? false);
          return (
            <li key={item.to}>
              {/* The full label names the link at every width, so tests and screen readers see one name. */}
              <Link
                to={item.to}
                aria-label={item.label}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-1.5 py-1.5 text-[13px] font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring md:px-3 md:text-sm',
                  active ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )}
              >
                <span className="md:hidden">{item.short}</span>
                <span className="hidden md:inline">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
