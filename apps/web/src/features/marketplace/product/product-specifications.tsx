import type { TProductSpecification } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './product.module.css';

/** The seller's characteristics as a two-column table; a product without them shows no section. */
export function ProductSpecifications({ specifications }: { specifications: TProductSpecification[] }) {
  const { t } = useTranslation();
  if (specifications.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="product-specifications">
      <h2 id="product-specifications" className={classes.sectionTitle}>
        {t('marketplace.product.specifications')}
      </h2>
      <table className={classes.specs}>
        <tbody>
          {specifications.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat and the list is static on the page
            <tr key={index}>
              <th scope="row">{row.name}</th>
              <td>{row.unit ? `${row.value} ${row.unit}` : row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
