import { useEffect } from 'react';
import { showFlashNotices } from '../../application/shell/FlashNotices';
import { useCoreServices } from '../shopContext';

/** Shows, once the page is hydrated, the messages a sign-in kept across its reload (issue 14). */
export function useFlashNotices(): void {
  const { shell } = useCoreServices();
  useEffect(() => showFlashNotices(shell.flash, shell.notifications), [shell]);
}
