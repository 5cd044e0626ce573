import type { JoinPageData, ProProfilePageData, TrainerPageData } from '../../adapters-http/contract/pro';
import { encodeInvitation, encodeMembership, encodeProCard, encodeTrainerProfile } from '../../adapters-http/server/encode/encodePro';
import type { ProUseCases } from '../../application/pro/proUseCases';
import { customerIdOf } from '../../application/shipment/cartOwner';

/** The programme's pages rendered on the server, for the session owner (an operator acting for a customer included). */
export const serverProPages = (pro: ProUseCases, ownerKey: string) => {
  const customerId = customerIdOf(ownerKey);
  const sportsKinds = () => [...pro.sportsKinds()];
  return {
    trainer: async (): Promise<TrainerPageData> => {
      if (!customerId) return { signedIn: false, sportsKinds: sportsKinds() };
      const [membership, profile] = await Promise.all([pro.membership(customerId), pro.trainerProfile(customerId)]);
      return { signedIn: true, sportsKinds: sportsKinds(), membership: encodeMembership(membership), profile: profile ? encodeTrainerProfile(profile) : null };
    },
    individual: async () => ({
      sportKinds: [...pro.individualSportKinds()],
      membership: customerId ? encodeMembership(await pro.membership(customerId)) : null,
    }),
    profile: async (): Promise<ProProfilePageData> =>
      customerId ? { signedIn: true, membership: encodeProCard(await pro.card(customerId)) } : { signedIn: false },
    join: async (code: string): Promise<JoinPageData> => ({
      sportsKinds: sportsKinds(),
      code,
      invitation: code === '' ? null : encodeInvitation(await pro.checkInvitation(code)),
      membership: customerId ? encodeMembership(await pro.membership(customerId)) : null,
    }),
  };
};
