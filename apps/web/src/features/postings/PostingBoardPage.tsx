import { Role } from '@hearth/domain';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { PostingCard } from './PostingCard.tsx';
import { type PostingBox, usePostingBoard } from './postingsApi.ts';

const PER_PAGE = 20;
const NAMED_CONTROLS = ['first', 'last', 'next', 'previous'] as const;
const isNamedControl = (type: string): type is (typeof NAMED_CONTROLS)[number] =>
  (NAMED_CONTROLS as readonly string[]).includes(type);

/** The boxes a role has: caregivers are only offered postings, admins only oversee them. */
export function boxesOf(role: Role | undefined): PostingBox[] {
  if (role === Role.caregiver) {
    return ['offered'];
  }
  if (role === Role.admin) {
    return ['mine'];
  }
  return ['offered', 'mine'];
}

/** The posting board: what was offered to me (to accept or decline) and what my agency posted. */
export function PostingBoardPage() {
  const { t } = useTranslation('postings');
  usePageTitle(t('board.title'));
  const { data: details } = useAuthDetails();
  const [params, setParams] = useSearchParams();
  const boxes = boxesOf(details?.user.role);
  const wanted = params.get('box');
  const box = boxes.find((candidate) => candidate === wanted) ?? boxes[0] ?? 'offered';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = usePostingBoard(box, page, details !== undefined);
  const move = (next: { box?: PostingBox; page?: number }) =>
    setParams({ box: next.box ?? box, page: String(next.page ?? 1) });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('board.title')}
      </Typography>
      {boxes.length > 1 && (
        <Tabs
          value={box}
          onChange={(_event, value: PostingBox) => move({ box: value })}
          aria-label={t('board.boxes')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {boxes.map((name) => (
            <Tab key={name} value={name} label={t(`board.${name}`)} />
          ))}
        </Tabs>
      )}
      {query.isPending && <ListLoading label={t('board.loading')} />}
      {query.isError && (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      )}
      {query.data && query.data.data.length === 0 && (
        <ListEmpty
          message={t(`board.empty.${box}`)}
          onFirstPage={page > 1 ? () => move({ page: 1 }) : undefined}
        />
      )}
      {query.data?.data.map((posting) => (
        <PostingCard key={posting.id} posting={posting} />
      ))}
      {query.data && query.data.meta.total > PER_PAGE && (
        <Pagination
          count={Math.ceil(query.data.meta.total / PER_PAGE)}
          page={page}
          onChange={(_event, next) => move({ page: next })}
          getItemAriaLabel={(type, number) =>
            type === 'page' || !isNamedControl(type)
              ? t('board.goToPage', { number })
              : t(`board.pages.${type}`)
          }
        />
      )}
    </Stack>
  );
}
