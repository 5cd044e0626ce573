import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';

/** The 404 page for unknown addresses, and the generic message for anything else that failed. */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) ? error.status === 404 : error === undefined;
  return (
    <section className="error-page">
      <h1>{notFound ? 'Страница не найдена' : 'Что-то пошло не так'}</h1>
      <p>{notFound ? 'Возможно, она была удалена или вы ошиблись в адресе.' : GENERIC_ERROR_MESSAGE}</p>
      <Link className="button button--primary" to="/">
        На главную
      </Link>
    </section>
  );
}
