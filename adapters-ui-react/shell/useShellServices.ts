import { useCoreServices } from '../shopContext';
import type { ShellServices } from './shellServices';

/** The shell's view-models from the shop context. */
export function useShellServices(): ShellServices {
  return useCoreServices().shell;
}
