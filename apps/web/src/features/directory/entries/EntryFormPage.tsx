import { Role } from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { MessagePage } from '../../../app/errors/MessagePage.tsx';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { useFormFields } from '../../../app/forms/useFormFields.ts';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { BackToList } from '../../../components/BackToList.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { RecordFrame } from '../shared/RecordFrame.tsx';
import type { SavedNotice } from '../shared/savedNotice.ts';

type Entry = { id: number; name: string };

export type EntryFormFields<Input extends FieldValues, Write> = {
  form: UseFormReturn<Input, unknown, Write>;
  fields: ReturnType<typeof useFormFields<Input, Write>>;
};

/** What differs between the care coordinator and the payer forms and their pages. */
export type EntryFormDefinition<T extends Entry, Input extends FieldValues, Write> = {
  schema: z.ZodType<Write, Input>;
  valuesOf: (entry: T | null) => DefaultValues<Input>;
  /** The paths the form shows, as the server names them in its field errors. */
  shownFields: readonly string[];
  renderFields: (parts: EntryFormFields<Input, Write>) => ReactNode;
  useOne: (id: number, enabled: boolean) => UseQueryResult<T>;
  useSave: (id: number | null) => UseMutationResult<T, Error, Write>;
  listPath: string;
  texts: {
    back: string;
    section: string;
    /** The button that adds one, and the title of the page it is on. */
    create: string;
    createTitle: string;
    /** The edit page's title while the entry loads, and when there is none to edit. */
    loading: string;
    notFound: string;
    notFoundMessage: string;
  };
};

function EntryForm<T extends Entry, Input extends FieldValues, Write>({
  definition,
  entry,
}: {
  definition: EntryFormDefinition<T, Input, Write>;
  entry: T | null;
}) {
  const { t } = useTranslation('directory');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const save = definition.useSave(entry?.id ?? null);
  const { errorMap } = useFormMessages();
  const form = useForm<Input, unknown, Write>({
    defaultValues: definition.valuesOf(entry),
    resolver: zodResolver(definition.schema, { error: errorMap }),
  });
  const fields = useFormFields(form, definition.shownFields);
  const open = (id: number, notice?: string) =>
    navigate(localized(`${definition.listPath}/${id}`), {
      state: notice === undefined ? null : ({ notice } satisfies SavedNotice),
    });

  const submit = form.handleSubmit((values) => {
    fields.clearFormError();
    save.mutate(values, {
      onSuccess: (saved) =>
        void open(
          saved.id,
          entry ? t('form.savedNotice') : t('entries.created', { name: saved.name }),
        ),
      onError: fields.serverRefused,
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        {fields.formError && (
          <Alert severity="error" role="alert">
            {fields.formError}
          </Alert>
        )}
        <SectionCard title={definition.texts.section}>
          <Stack spacing={2.5}>{definition.renderFields({ form, fields })}</Stack>
        </SectionCard>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
        >
          <Button
            onClick={() => void (entry ? open(entry.id) : navigate(localized(definition.listPath)))}
            disabled={save.isPending}
          >
            {t('form.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
            {entry ? t('form.save') : definition.texts.create}
          </SpinnerButton>
        </Stack>
      </Stack>
    </form>
  );
}

function AdminsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (details?.user.role !== Role.admin) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}

type EntryPageProps<T extends Entry, Input extends FieldValues, Write> = {
  definition: EntryFormDefinition<T, Input, Write>;
};

/** Adding an entry: administrators keep these lists. */
export function NewEntryPage<T extends Entry, Input extends FieldValues, Write>({
  definition,
}: EntryPageProps<T, Input, Write>) {
  usePageTitle(definition.texts.createTitle);
  return (
    <AdminsOnly>
      <Stack spacing={3} sx={{ maxWidth: 800 }}>
        <BackToList path={definition.listPath} label={definition.texts.back} />
        <Typography variant="h4" component="h1">
          {definition.texts.createTitle}
        </Typography>
        <EntryForm definition={definition} entry={null} />
      </Stack>
    </AdminsOnly>
  );
}

/** Changing an entry, loaded first; a retired one can be changed as well. */
export function EditEntryPage<T extends Entry, Input extends FieldValues, Write>({
  definition,
}: EntryPageProps<T, Input, Write>) {
  const { t } = useTranslation('directory');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = definition.useOne(valid ? id : 0, valid);
  const titleOf = (entry: T) => t('entries.editNamed', { name: entry.name });
  return (
    <AdminsOnly>
      <RecordFrame
        query={query}
        listPath={definition.listPath}
        backLabel={definition.texts.back}
        titles={definition.texts}
        titleOf={titleOf}
        notFound={!valid}
      >
        {(entry) => (
          <Stack spacing={3} sx={{ maxWidth: 800 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {titleOf(entry)}
            </Typography>
            <EntryForm definition={definition} entry={entry} />
          </Stack>
        )}
      </RecordFrame>
    </AdminsOnly>
  );
}
