import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { HOME_NAV_ITEM, MORE_NAV_ITEMS, isCurrentNavItem, type NavItem } from './nav-items';

function MenuLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isCurrentNavItem(item, pathname);
  return (
    <DropdownMenuItem asChild className={cn(active && 'font-semibold text-primary')}>
      <Link to={item.to} aria-current={active ? 'page' : undefined}>
        {item.label}
      </Link>
    </DropdownMenuItem>
  );
}

/** The header's other screens in a Radix menu: arrow keys move, Enter opens, Escape closes back to the button. */
export function MoreMenu({ linkClassName }: { linkClassName: (active: boolean) => string }) {
  const { pathname } = useLocation();
  const activeInside = MORE_NAV_ITEMS.some((item) => isCurrentNavItem(item, pathname));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(linkClassName(activeInside), 'flex items-center gap-0.5')}>
        More
        <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label="More">
        <MenuLink item={HOME_NAV_ITEM} pathname={pathname} />
        <DropdownMenuSeparator />
        {MORE_NAV_ITEMS.map((item) => (
          <MenuLink key={item.to} item={item} pathname={pathname} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
