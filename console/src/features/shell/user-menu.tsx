import { lazy, Suspense, useState } from 'react';
import { Avatar, Button, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirm } from '@/components/confirm-dialog';
import { endSession } from '@/lib/blade';
import { website } from '@/lib/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';
import { useArmOnApproach } from '@/components/arm-on-approach';

const DeptRoleDialog = lazy(() => import('@/components/dept-role-dialog').then((m) => ({ default: m.DeptRoleDialog })));

/** Home, personal info, switch department/role (switch mode), sign-out with its confirm. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const name = session?.userInfo.nick_name || session?.userInfo.user_name || session?.userInfo.account || '';
  const logout = async () => {
    if (!(await confirm(t('nav.logoutConfirm')))) return;
    await endSession('sign-out');
  };
  const { armed, approach, triggerRef, openNow } = useArmOnApproach();
  const trigger = (props: object) => (
    // Named by its own content, so the name holds the visible text (axe label-content-name-mismatch).
    <Button variant="ghost" size="sm" color="inherit" px="1.5" {...props}>
      <VisuallyHidden>{`${t('nav.userMenu')} `}</VisuallyHidden>
      <Avatar.Root size="2xs" aria-hidden>
        <Avatar.Fallback name={name} />
        {session?.userInfo.avatar && <Avatar.Image src={session.userInfo.avatar} alt="" />}
      </Avatar.Root>
      <Text as="span" display={{ base: 'none', sm: 'inline' }} maxW="32" truncate>
        {name}
      </Text>
    </Button>
  );
  return (
    <>
      {!armed ? (
        trigger(approach)
      ) : (
        <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} defaultOpen={openNow}>
          <Menu.Trigger asChild>{trigger({ ref: triggerRef })}</Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="home" onClick={() => navigate(paths.home)}>
                  {t('nav.home')}
                </Menu.Item>
                <Menu.Item value="info" onClick={() => navigate(paths.info)}>
                  {t('nav.info')}
                </Menu.Item>
                {website.switchMode && (
                  <Menu.Item value="switch" onClick={() => setSwitching(true)}>
                    {t('nav.switchDept')}
                  </Menu.Item>
                )}
                <Menu.Separator />
                <Menu.Item value="logout" onClick={logout}>
                  {t('nav.logout')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      <Suspense>
        {switching && <DeptRoleDialog open onClose={() => setSwitching(false)} onSwitched={() => navigate(paths.home)} />}
      </Suspense>
    </>
  );
}
