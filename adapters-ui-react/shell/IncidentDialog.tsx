import { Modal } from '../components/Modal';
import { useObservable } from '../useObservable';
import { useShellServices } from './useShellServices';

/** The anti-bot incident dialog (spec §2 Global dialogs, §8: 403 with incidentId); blocked, only a reload helps. */
export function IncidentDialog() {
  const { incident } = useShellServices();
  const incidentId = useObservable(incident.incidentId$, incident.current);
  return (
    <Modal open={incidentId !== null} onClose={() => undefined} blocked title="Подозрительная активность" testId="incident-dialog">
      <p>Мы заметили необычные запросы с вашего устройства и приостановили их. Обновите страницу, чтобы продолжить.</p>
      <p className="muted">Номер инцидента: {incidentId}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Обновить страницу
      </button>
    </Modal>
  );
}
