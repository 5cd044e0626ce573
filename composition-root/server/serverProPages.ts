import type { JoinPageData, ProProfilePageData, TrainerPageData } from '../../adapters-http/contract/pro';
import { encodeInvitation, encodeMembership, encodeProCard, encodeTrainerProfile } from '../../adapters-http/server/encode/encodePro';
import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import { customerIdOf } from '../../application/shipment/cartOwner';

/** The programme's pages rendered on the server, for the session owner (an operator acting for a customer included). */
export const serverProPages = (useCases: ServerUseCases, ownerKey: string) => {
  const customerId = customerIdOf(ownerKey);
  const sportsKinds = () => [...useCases.pro.sportsKinds()];
  return {
    trainer: async (): Promise<TrainerPageData> => {
      if (!customerId) return { signedIn: false, sportsKinds: sportsKinds() };
      const [membership, profile] = await Promise.all([useCases.pro.membership(customerId), useCases.pro.trainerProfile(customerId)]);
      return { signedIn: true, sportsKinds: sportsKinds(), membership: encodeMembership(membership), profile: profile ? encodeTrainerProfile(profile) : null };
    },
    individual: async () => ({
      sportKinds: [...useCases.pro.individualSportKinds()],
      membership: customerId ? encodeMembership(await useCases.pro.membership(customerId)) : null,
    }),
    profile: async (): Promise<ProProfilePageData> =>
      customerId ? { signedIn: true, membership: encodeProCard(await useCases.pro.card(customerId)) } : { signedIn: false },
    join: async (code: string): Promise<JoinPageData> => ({
      sportsKinds: sportsKinds(), code,
      invitation: code === '' ? null : encodeInvitation(await useCases.pro.checkInvitation(code)),
      membership: customerId ? encodeMembership(await useCases.pro.membership(customerId)) : null,
    }),
  };
};
