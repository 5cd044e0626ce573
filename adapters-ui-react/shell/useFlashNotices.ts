import { useEffect } from 'react';
import { showFlashNotices } from '../../application/shell/FlashNotices';
import { useServices } from '../shopContext';

/** Shows, once the page is hydrated, the messages a sign-in kept across its reload (issue 14). */
export function useFlashNotices(): void {
  const { shell } = useServices();
  useEffect(() => showFlashNotices(shell.flash, shell.notifications), [shell]);
}
