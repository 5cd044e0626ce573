import { Link } from 'react-router';
import { BONUS_PERCENT } from '../../domain/loyalty/loyaltyLevels';
import { MIN_AGE } from '../../domain/validation/ages';
import { titled, type PageMeta } from '../meta';
import { INDIVIDUAL_PATH } from './IndividualPage';
import { JOIN_PATH } from './JoinPage';
import { TRAINER_PATH } from './TrainerProfilePage';

export const proInvitationMeta = (): PageMeta => ({
  title: titled('Профессиональная программа'),
  canonical: '/pro-invitation/',
  description: 'Программа для тренеров и спортсменов: уровень «Тренер» в клубной программе и приглашения для учеников.',
});

/** /pro-invitation/ (spec §2, §6 Professional programme): who may join, what they get, and the ways in. */
export function ProInvitationPage() {
  return (
    <section className="pro-page pro-landing">
      <h1>Профессиональная программа</h1>
      <p className="pro-landing__lead">Для тренеров спортивных школ и клубов и их спортсменов. Участвовать можно с {MIN_AGE.pro} лет.</p>
      <div className="pro-landing__cards">
        <section className="pro-landing__card" aria-labelledby="pro-trainers">
          <h2 id="pro-trainers">Тренерам</h2>
          <ul>
            <li>Заполните анкету и приложите фото диплома, удостоверения или справки с места работы.</li>
            <li>
              После проверки вы получите уровень «Тренер» клубной программы: {BONUS_PERCENT.TRAINER} % покупок возвращается бонусами независимо от суммы
              покупок.
            </li>
            <li>Сразу после заявки вы получите код приглашения для своих спортсменов.</li>
          </ul>
          <Link className="button button--primary" to={TRAINER_PATH}>
            Я тренер
          </Link>
        </section>
        <section className="pro-landing__card" aria-labelledby="pro-sportsmen">
          <h2 id="pro-sportsmen">Спортсменам</h2>
          <ul>
            <li>Попросите у тренера код приглашения или ссылку.</li>
            <li>Введите код, проверьте, что приглашает ваш тренер, и заполните короткую анкету.</li>
            <li>Заявку рассмотрят вместе с заявкой тренера.</li>
          </ul>
          <Link className="button button--primary" to={JOIN_PATH}>
            У меня есть код тренера
          </Link>
        </section>
        <section className="pro-landing__card" aria-labelledby="pro-individual">
          <h2 id="pro-individual">Спортсменам без тренера</h2>
          <ul>
            <li>Для тех, кто выступает в индивидуальных видах спорта самостоятельно.</li>
            <li>Укажите вид спорта, разряд или звание и приложите подтверждающий документ.</li>
          </ul>
          <Link className="button" to={INDIVIDUAL_PATH}>
            Подать заявку без тренера
          </Link>
        </section>
      </div>
      <p className="muted">Заявки проверяют сотрудники магазина, обычно в течение трёх рабочих дней. Решение появится на странице анкеты.</p>
    </section>
  );
}
