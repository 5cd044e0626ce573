import { Link, useLoaderData } from 'react-router';
import type { Publication } from '../../adapters-http/contract/publications';
import { titled, type PageMeta } from '../meta';
import { PublicationDates } from './PublicationDates';

export const publicationMeta = (data: unknown): PageMeta => {
  const p = data as Publication;
  return { title: titled(p.title), description: p.annotation, canonical: p.url };
};

/** A promotion or news item (spec §2 /publication/{id}, aliases /promo/{id}, /news/{id}); the body was sanitised by the server. */
export function PublicationPage() {
  const p = useLoaderData() as Publication;
  return (
    <article className="publication">
      <p className="publication__back">
        <Link to={p.type === 'PROMO' ? (p.isActive ? '/promo/' : '/promo/proshedshie/') : '/'}>{p.type === 'PROMO' ? '← Все акции' : '← На главную'}</Link>
      </p>
      <h1>{p.title}</h1>
      <PublicationDates publication={p} />
      <img className="publication__image" src={p.imageUrl} alt={p.imageAlt} width={800} height={450} />
      <p className="publication__lead">{p.annotation}</p>
      <div className="publication__body" dangerouslySetInnerHTML={{ __html: p.html }} />
    </article>
  );
}
