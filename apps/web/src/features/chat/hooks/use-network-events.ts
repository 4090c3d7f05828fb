import { useEffect } from 'react';

/** Calls `onChange(online)` on the browser's `online` / `offline` events while mounted. */
export function useNetworkEvents(onChange: ((online: boolean) => void) | null) {
  useEffect(() => {
    if (!onChange) return;
    const online = () => onChange(true);
    const offline = () => onChange(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [onChange]);
}
