import { clubLevels } from '../../domain/loyalty/clubLevels';
import { BONUS_PERCENT } from '../../domain/loyalty/loyaltyLevels';
import { formatMoney } from '../../domain/money/formatMoney';

const range = (from: number, to: number | null) => (to === null ? `от ${formatMoney(from)}` : `${formatMoney(from)} — ${formatMoney(to)}`);

/** The ladder's levels with their percents and purchase ranges, from the domain's constants (spec §6 Loyalty levels). */
export function ClubLevelsTable() {
  return (
    <div className="table-scroll">
      <table className="club-levels" data-testid="club-levels">
        <caption>Уровни клубной программы</caption>
        <thead>
          <tr>
            <th scope="col">Уровень</th>
            <th scope="col">Сумма покупок</th>
            <th scope="col">Бонусами</th>
          </tr>
        </thead>
        <tbody>
          {clubLevels().map((r) => (
            <tr key={r.level}>
              <th scope="row">
                <span className={`club-levels__chip club-levels__chip--${r.level.toLowerCase()}`} aria-hidden="true" />
                {r.name}
              </th>
              <td>{range(r.from, r.to)}</td>
              <td>{r.percent} %</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Для участников профессиональной программы — уровень «Тренер», {BONUS_PERCENT.TRAINER} % бонусами.</p>
    </div>
  );
}
