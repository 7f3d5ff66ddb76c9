import { useSyncExternalStore } from 'react';
import type { Session } from '@dasha/sdk';
import { blade } from './blade';

/** The SDK's session as React state. */
export function useSession(): Session | null {
  return useSyncExternalStore(blade.session.subscribe, blade.session.get, blade.session.get);
}

export function currentRoles(session: Session | null): string[] {
  return (session?.userInfo.role_name ?? '').split(',').filter(Boolean);
}
