import { useState, type FormEvent } from 'react';
import { LEAVE_CLIENT_ACCOUNT_LABEL, operatorClientPlates, operatorModeLabel } from '../../domain/user/roles';
import { useServices, useShell } from '../shopContext';

/**
 * The call-centre operator's panel (spec §6): login and mode label, sign-out; the client taken up by
 * phone, «Выйти из ЛК клиента» in create-basket mode, and the plates about the client.
 */
export function OperatorPanel() {
  const user = useShell()?.user;
  const { operator } = useServices().auth;
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!user?.operatorInfo) return null;
  const { login, mode } = user.operatorInfo;
  const client = !user.anonymous;
  const register = async (event: FormEvent) => {
    event.preventDefault();
    setError(await operator.register(phone));
  };
  return (
    <section className="operator-panel" aria-label="Панель оператора" data-testid="operator-panel">
      <span className="operator-panel__who">
        <strong>{login}</strong> · {operatorModeLabel(mode)}
      </span>
      {client && <span className="operator-panel__client">Клиент: {user.username ?? user.phone}</span>}
      {client &&
        operatorClientPlates(user).map((plate) => (
          <span key={plate} className="operator-panel__plate">
            {plate}
          </span>
        ))}
      {!client && (
        <form className="operator-panel__form" onSubmit={register}>
          <label>
            <span className="visually-hidden">Телефон клиента</span>
            <input type="tel" placeholder="Телефон клиента" value={phone} onChange={(e) => setPhone(e.target.value)} name="clientPhone" />
          </label>
          <button type="submit" className="button">
            Открыть ЛК клиента
          </button>
        </form>
      )}
      {client && mode === 'CREATE_BASKET' && (
        <button type="button" className="button" onClick={async () => setError(await operator.leaveClient())}>
          {LEAVE_CLIENT_ACCOUNT_LABEL}
        </button>
      )}
      <button type="button" className="button" onClick={async () => setError(await operator.logout())}>
        Выйти
      </button>
      {error && (
        <span className="auth-error" role="alert">
          {error}
        </span>
      )}
    </section>
  );
}
