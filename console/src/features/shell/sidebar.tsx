import { memo, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '@/components/icon';
import { menuGlyph } from '@/components/menu-icons';
import type { MenuItem } from '@/lib/menu';
import { menuLabel, menuTitles } from '@/lib/menu-label';
import type { SideMenu } from './top-menu';
import { useStore } from '@/lib/store';
import './sidebar.css';

/**
 * The left menu tree (areas open and close; external items open a new window). The shell renders
 * before the menu arrives: until then placeholder rows, and a failed load says so with a retry.
 */
type NavProps = {
  collapsed: boolean;
  onNavigate?: () => void;
  /** An area opens: a hint of what comes next (the shell fetches its screens ahead). */
  onOpenArea?: (area: MenuItem) => void;
};

export function Sidebar({ side: { menu, loading, failed, retry }, collapsed, onNavigate, onOpenArea }: { side: SideMenu } & NavProps) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Box as="nav" aria-label={t('nav.mainMenu')} aria-busy={loading} overflowY="auto" flex="1" py="1">
      {failed ? (
        <Box px="4" py="3" fontSize="sm" role="alert">
          <Text mb="2">{t('nav.menuFailed')}</Text>
          <button type="button" className="sb-retry" onClick={retry}>
            {t('common:errors.retry')}
          </button>
        </Box>
      ) : loading ? (
        <MenuPlaceholder label={t('nav.menuLoading')} collapsed={collapsed} />
      ) : (
        <ul className="sb-list">
          {menu.map((item) => (
            <MenuEntry key={item.id} item={item} depth={0} collapsed={collapsed} onNavigate={onNavigate} onOpenArea={onOpenArea} />
          ))}
        </ul>
      )}
    </Box>
  );
}

/** Grey bars where the menu's first rows will be: plain elements, cheap to draw on the first frame. */
function MenuPlaceholder({ label, collapsed }: { label: string; collapsed: boolean }) {
  return (
    <Box px="4" py="2" role="status" aria-label={label}>
      {[70, 55, 80, 60, 65, 50].map((w, i) => (
        <Box key={i} h="3" my="4" w={collapsed ? '6' : `${w}%`} rounded="sm" bg="blackAlpha.300" />
      ))}
    </Box>
  );
}

/** Where a row's text starts: deeper rows further in (Chakra's 4 + 4 per level, in rem). */
const indent = (depth: number, collapsed: boolean) => ({ paddingInlineStart: collapsed ? '1rem' : `${1 + depth}rem` });

/**
 * One row of the menu, as plain elements styled by sidebar.css (the theme's shell colours): the
 * sidebar draws every entry of the menu, and a styled component per part cost several times more
 * to create than these. Memoised: a navigation re-renders only the links (NavLink marks
 * the current one), not the tree. An area starts open when it holds the page being shown.
 */
const MenuEntry = memo(function MenuEntry({
  item,
  depth,
  collapsed,
  onNavigate,
  onOpenArea,
}: { item: MenuItem; depth: number } & NavProps) {
  const { i18n } = useTranslation('shell');
  useStore(menuTitles, (s) => s.keys); // English titles arriving relabel the row
  const [open, setOpen] = useState(() => holds(item, location.pathname));
  const label = menuLabel(item, i18n.language);
  const icon = <PlainIcon name={menuGlyph(item.icon)} className="sb-icon" />;
  const text = collapsed ? <span className="sb-sr-only">{label}</span> : <span className="sb-label">{label}</span>;
  if (item.kind === 'area') {
    return (
      <li>
        <button
          type="button"
          className="sb-item"
          style={indent(depth, collapsed)}
          aria-expanded={open}
          onClick={() => {
            if (!open) onOpenArea?.(item);
            setOpen(!open);
          }}
          title={collapsed ? label : undefined}
        >
          {icon}
          {text}
          {!collapsed && <PlainIcon name={open ? 'chevronDown' : 'chevronRight'} className="sb-icon" />}
        </button>
        {open && (
          <ul className="sb-list sb-sub">
            {item.children.map((c) => (
              <MenuEntry key={c.id} item={c} depth={depth + 1} collapsed={collapsed} onNavigate={onNavigate} onOpenArea={onOpenArea} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  if (item.kind === 'external') {
    return (
      <li>
        <a href={item.to} target="_blank" rel="noopener noreferrer" className="sb-item" style={indent(depth, collapsed)} title={label}>
          {icon}
          {text}
        </a>
      </li>
    );
  }
  return (
    <li>
      <NavLink
        to={item.to}
        end
        className="sb-item"
        style={indent(depth, collapsed)}
        title={collapsed ? label : undefined}
        onClick={onNavigate}
      >
        {icon}
        {text}
      </NavLink>
    </li>
  );
});

const holds = (i: MenuItem, pathname: string): boolean => i.to === pathname || i.children.some((c) => holds(c, pathname));
