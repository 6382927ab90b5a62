import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/utils';
import { MoreMenu } from './more-menu';
import { HEADER_NAV_ITEMS, isCurrentNavItem } from './nav-items';

const linkClassName = (active: boolean) =>
  cn(
    'block rounded-md px-1.5 py-1.5 text-[13px] font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring md:px-3 md:text-sm',
    active ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
  );

/** docs/product/header-and-leagues.md five links (short labels on small screens), then the More menu with every other screen. */
export function MainNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center justify-between gap-0.5 md:justify-start md:gap-1">
        {HEADER_NAV_ITEMS.map((item) => {
          const active = isCurrentNavItem(item, pathname);
          return (
            <li key={item.to}>
              {/* Named by what it shows (WCAG 2.5.3: "click Hub" works); on phones the full label follows for screen readers. */}
              <Link to={item.to} aria-current={active ? 'page' : undefined} className={linkClassName(active)}>
                <span className="md:hidden">
                  {item.short}
                  <span className="sr-only"> ({item.label})</span>
                </span>
                <span className="hidden md:inline">{item.label}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <MoreMenu linkClassName={linkClassName} />
        </li>
      </ul>
    </nav>
  );
}
