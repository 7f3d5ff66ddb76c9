import { createStore } from './store';
import { storage } from './storage';

/** The lock flag and password live in session storage (spec §4). */
export const lockState = createStore<{ locked: boolean; password: string }>(
  { locked: storage.get<boolean>('isLock') ?? false, password: storage.get<string>('lockPasswd') ?? '' },
  (v) => {
    if (v.locked) {
      storage.set('isLock', true, { session: true });
      storage.set('lockPasswd', v.password, { session: true });
    } else {
      storage.remove('isLock');
      storage.remove('lockPasswd');
    }
  },
);

export const lockScreen = (password: string) => lockState.set({ locked: true, password });
export const clearLock = () => lockState.set({ locked: false, password: '' });
