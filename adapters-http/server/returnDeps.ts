import type { ReturnUseCases } from '../../application/returns/returnUseCases';

/** Returns over HTTP: the use-cases, and the secret the fulfilment system signs its reports with (null: reports off). */
export interface ReturnServerDeps {
  readonly useCases: ReturnUseCases;
  readonly fulfilmentSecret: string | null;
}
