import { useCallback, useState } from 'react';
import { SIDEBAR_STORAGE_KEY } from '../utils/navigation';

function readOpen(): boolean {
  try {
    // Spec §2: the sidebar starts open; a choice holds for this browser session.
    return window.sessionStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** Whether the sidebar is open, remembered in sessionStorage. */
export function useSidebarOpen(): [boolean, (isOpen: boolean) => void] {
  const [isOpen, setIsOpenState] = useState(readOpen);
  const setIsOpen = useCallback((next: boolean) => {
    setIsOpenState(next);
    try {
      window.sessionStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
    } catch {
      // Storage can be off (private mode); the choice then lasts until reload.
    }
  }, []);
  return [isOpen, setIsOpen];
}
