import { Anchor, Badge } from '@mantine/core';
import { formatDate, formatRubles, type TContract } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './procurement.module.css';

/** A price in rubles, or in its own currency when the contract names another. */
function formatPrice(price: number | null, currency: string) {
  if (price === null) return null;
  if (currency === 'RUB') return formatRubles(price);
  return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(price)} ${currency}`;
}

/** One state contract: register number (linking to its card in the ЕИС register when it has one), date, law, price, customer, suppliers, purchase objects. */
export function ContractItem({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const price = formatPrice(contract.price, contract.currency);
  return (
    <li className={classes.item} data-testid="state-contract">
      <div className={classes.head}>
        {contract.link ? (
          <Anchor href={contract.link} target="_blank" rel="noopener noreferrer" className={classes.number}>
            {t('card-procurement.contracts.number', { number: contract.register_number })}
          </Anchor>
        ) : (
          <span className={classes.number}>
            {t('card-procurement.contracts.number', { number: contract.register_number })}
          </span>
        )}
        <span className={classes.price}>{price ?? t('card-procurement.contracts.noPrice')}</span>
      </div>
      <div className={classes.meta}>
        {contract.date ? <span>{formatDate(contract.date)}</span> : null}
        <Badge variant="light" radius="sm" size="sm" tt="none">
          {t('card-procurement.contracts.law', { law: contract.law })}
        </Badge>
        <Badge variant="outline" color="gray" radius="sm" size="sm" tt="none">
          {t(`card-procurement.contracts.role.${contract.role}`)}
        </Badge>
        {contract.status ? <span>{contract.status}</span> : null}
      </div>
      <dl className={classes.fields}>
        <dt>{t('card-procurement.contracts.customer')}</dt>
        <dd>{contract.customer.name ?? contract.customer.inn ?? '—'}</dd>
        <dt>{t('card-procurement.contracts.suppliers')}</dt>
        <dd>{contract.contract_provider.map((provider) => provider.name).join('; ') || '—'}</dd>
        {contract.purchase_objects.length ? (
          <>
            <dt>{t('card-procurement.contracts.objects')}</dt>
            <dd>{contract.purchase_objects.map((object) => object.name).join('; ')}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
