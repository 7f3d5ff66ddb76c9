import { useState } from 'react';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { menuGlyph } from '@/components/menu-icons';
import type { MenuItem } from '@/lib/menu';
import { menuLabel } from '@/lib/menu-label';

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '4',
  py: '2.5',
  fontSize: 'sm',
  color: 'shell.sidebarFg',
  textDecoration: 'none',
  _hover: { bg: 'blackAlpha.200' },
  '&[aria-current=page]': { bg: 'shell.sidebarActiveBg', color: 'shell.sidebarActiveFg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
} as const;
const Link = chakra(NavLink, { base: itemStyle });

/** The left menu tree (areas open and close; external items open a new window). */
export function Sidebar({ menu, collapsed, onNavigate }: { menu: MenuItem[]; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Box as="nav" aria-label={t('nav.mainMenu')} overflowY="auto" flex="1" py="1">
      <chakra.ul listStyleType="none" m="0" p="0">
        {menu.map((item) => (
          <MenuEntry key={item.id} item={item} depth={0} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </chakra.ul>
    </Box>
  );
}

function MenuEntry({ item, depth, collapsed, onNavigate }: { item: MenuItem; depth: number; collapsed: boolean; onNavigate?: () => void }) {
  const { i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const contains = (i: MenuItem): boolean => i.to === pathname || i.children.some(contains);
  const [open, setOpen] = useState(() => contains(item));
  const label = menuLabel(item, i18n.language);
  const pad = collapsed ? '4' : `${4 + depth * 4}`;
  const icon = <Icon name={menuGlyph(item.icon)} fontSize="md" />;
  if (item.kind === 'area') {
    return (
      <li>
        <chakra.button type="button" w="full" {...itemStyle} ps={pad} aria-expanded={open} onClick={() => setOpen(!open)} title={collapsed ? label : undefined}>
          {icon}
          {!collapsed && (
            <>
              <Text flex="1" textAlign="start" truncate>
                {label}
              </Text>
              <Icon name={open ? 'chevronDown' : 'chevronRight'} />
            </>
          )}
          {collapsed && <chakra.span srOnly>{label}</chakra.span>}
        </chakra.button>
        {open && (
          <chakra.ul listStyleType="none" m="0" p="0" bg="blackAlpha.200">
            {item.children.map((c) => (
              <MenuEntry key={c.id} item={c} depth={depth + 1} collapsed={collapsed} onNavigate={onNavigate} />
            ))}
          </chakra.ul>
        )}
      </li>
    );
  }
  const inner = (
    <Flex as="span" align="center" gap="2" minW="0">
      {icon}
      {collapsed ? <chakra.span srOnly>{label}</chakra.span> : <Text as="span" truncate>{label}</Text>}
    </Flex>
  );
  if (item.kind === 'external') {
    return (
      <li>
        <chakra.a href={item.to} target="_blank" rel="noopener noreferrer" {...itemStyle} ps={pad} title={label}>
          {inner}
        </chakra.a>
      </li>
    );
  }
  return (
    <li>
      <Link to={item.to} end ps={pad} title={collapsed ? label : undefined} onClick={onNavigate}>
        {inner}
      </Link>
    </li>
  );
}
