import { PaymentMode, type Subscription, SubscriptionStatus } from '@hearth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../app/i18n/formats.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { type Column, DataList } from '../../components/list/DataList.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useProducts } from './billingApi.ts';
import { OrganisationFilter } from './OrganisationFilter.tsx';
import { organisationLabel } from './organisationLabel.ts';
import { useSubscriptions } from './subscriptionsApi.ts';

const FILTERS = ['organisationKind', 'organisationId', 'status'] as const;

/** Every organisation's subscription, by organisation and status. */
export function AdminSubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  const label = useLabel();
  const locale = useLocale();
  usePageTitle(t('admin.subscriptionsTitle'));
  const params = useListParams(FILTERS);
  const { filters } = params;
  const result = useSubscriptions({ page: params.page, perPage: params.perPage, ...filters });
  // Retired plans are still held by some: both lists name the plans.
  const onSale = useProducts({ active: true });
  const retired = useProducts({ active: false });
  const columns = useMemo<Column<Subscription>[]>(() => {
    const names = new Map(
      [...(onSale.data?.data ?? []), ...(retired.data?.data ?? [])].map((p) => [
        p.id,
        p.names[locale],
      ]),
    );
    return [
      {
        id: 'organisation',
        header: t('admin.columns.organisation'),
        cell: (row) => organisationLabel(t, row.organisation),
      },
      {
        id: 'plan',
        header: t('admin.columns.plan'),
        cell: (row) => names.get(row.productId) ?? '…',
      },
      {
        id: 'status',
        header: t('payments.columns.status'),
        cell: (row) =>
          row.cancelAtPeriodEnd && row.status !== SubscriptionStatus.cancelled
            ? t('admin.cancelling', { status: label(SubscriptionStatus.labelKey(row.status)) })
            : label(SubscriptionStatus.labelKey(row.status)),
      },
      {
        id: 'period',
        header: t('admin.columns.periodEnds'),
        cell: (row) => formatDay(row.currentPeriodEnd, locale),
        noWrap: true,
      },
      {
        id: 'mode',
        header: t('billingPage.paymentMethod'),
        cell: (row) => label(PaymentMode.labelKey(row.paymentMode)),
      },
    ];
  }, [t, label, locale, onSale.data, retired.data]);

  return (
    <ListPage
      title={t('admin.subscriptionsTitle')}
      filters={
        <FilterBar>
          <OrganisationFilter value={filters} onChange={params.setFilters} />
          <SelectFilter
            label={t('payments.columns.status')}
            value={filters.status}
            options={SubscriptionStatus.codes.map((code) => ({
              value: code,
              label: label(SubscriptionStatus.labelKey(code)),
            }))}
            onChange={(status) => params.setFilters({ status })}
          />
        </FilterBar>
      }
    >
      <DataList
        label={t('admin.subscriptionsTitle')}
        columns={columns}
        rowKey={(row) => row.id}
        result={result}
        params={params}
        emptyMessage={t('admin.noSubscriptions')}
      />
    </ListPage>
  );
}
