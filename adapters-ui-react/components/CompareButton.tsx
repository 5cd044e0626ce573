import { Link } from 'react-router';
import { useComparison } from './useComparison';

/** Adds the product to the comparison, or shows that it is there with a link to the table. */
export function CompareButton({ productId }: { readonly productId: string }) {
  const { productIds, failure, vm } = useComparison();
  if (!vm) return null;
  if (productIds?.includes(productId))
    return (
      <Link className="button button--wide" to="/compare/">
        В сравнении — открыть
      </Link>
    );
  return (
    <>
      <button type="button" className="button button--wide" onClick={() => void vm.add(productId)}>
        Сравнить
      </button>
      {failure && (
        <p role="alert" className="field-error">
          {failure.message}
        </p>
      )}
    </>
  );
}
