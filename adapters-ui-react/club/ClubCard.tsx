import { Link } from 'react-router';
import type { ClubCardData } from '../clubLooksData';
import { useSignIn } from '../auth/useSignIn';
import { LevelCard } from '../profile/BonusesPage';

/** A member's club card (level, balance, the way to the next level); a visitor is offered to join or sign in. */
export function ClubCard({ card }: { readonly card: ClubCardData }) {
  const { vm: signIn } = useSignIn();
  if (card.signedIn) {
    return (
      <div className="club-card">
        <LevelCard summary={card.summary} />
        <Link to="/profile/bonuses/">История бонусов</Link>
      </div>
    );
  }
  return (
    <section className="club-join" aria-labelledby="club-join">
      <h2 id="club-join">Станьте участником клуба</h2>
      <p>Вступление бесплатное: войдите или зарегистрируйтесь по номеру телефона, и карта клуба появится в личном кабинете.</p>
      <button type="button" className="button button--primary" onClick={signIn.open}>
        Вступить в клуб или войти
      </button>
    </section>
  );
}
