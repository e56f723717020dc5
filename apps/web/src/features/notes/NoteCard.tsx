import type { AppendedNote, Note } from '@hearth/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime.tsx';
import { NoteDocuments } from './NoteDocuments.tsx';
import { NoteText } from './NoteText.tsx';
import { useNoteTypeLabel, usePrivacyLabel } from './noteLabels.ts';

/** Who wrote it, when, for whom, and where it stands (draft, signed, held). */
function NoteFacts({ note }: { note: AppendedNote }) {
  const { t } = useTranslation('notes');
  const privacyLabel = usePrivacyLabel();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {note.signedAt ? (
          <>
            {t('card.signedBy', { name: note.author.name })} <DateTime value={note.signedAt} />
          </>
        ) : (
          <>
            {t('card.draftBy', { name: note.author.name })} <DateTime value={note.updatedAt} />
          </>
        )}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        label={t('card.privacy', { level: privacyLabel(note.privacy) })}
      />
      {note.signedAt === null && <Chip size="small" color="warning" label={t('card.draft')} />}
      {note.can.amend && note.amendableUntil !== null && (
        <Typography variant="caption" color="text.secondary">
          {t('card.amendableUntil')} <DateTime value={note.amendableUntil} />
        </Typography>
      )}
      {note.heldAt !== null && (
        <Chip
          size="small"
          color="error"
          label={t('card.held', { name: note.heldBy?.name ?? '' })}
        />
      )}
    </Stack>
  );
}

/** A note's words: tracked changes inline once signed; a draft is still plain text. */
function NoteBody({ note }: { note: AppendedNote }) {
  return (
    <NoteText noteId={note.id} body={note.body} changes={note.signedAt ? note.textChanges : []} />
  );
}

export type NoteCardProps = {
  note: Note;
  /** Buttons for this note (open it, continue a draft). */
  actions?: ReactNode;
  /** Extra controls under each appended note, such as its own insert and strike. */
  appendedActions?: (appended: AppendedNote) => ReactNode;
  /** Offer upload and hide of documents (in the opened note). */
  manageDocuments?: boolean;
};

/** One note of a timeline: type, title, facts, text, its documents and the notes appended to it. */
export function NoteCard({
  note,
  actions,
  appendedActions,
  manageDocuments = false,
}: NoteCardProps) {
  const { t } = useTranslation('notes');
  const typeLabel = useNoteTypeLabel();
  const headingId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}
        >
          <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {note.title ?? typeLabel(note.noteType)}
          </Typography>
          <Chip size="small" label={typeLabel(note.noteType)} />
        </Stack>
        <NoteFacts note={note} />
        <NoteBody note={note} />
        <NoteDocuments note={note} manage={manageDocuments} />
        {note.appendedNotes.length > 0 && (
          <Stack
            component="ol"
            aria-label={t('card.appended')}
            spacing={1.5}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {note.appendedNotes.map((appended) => (
              <Box
                component="li"
                key={appended.id}
                sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 2 }}
              >
                <Stack spacing={1}>
                  <Typography variant="subtitle2" component="p">
                    {t('card.addendum')}
                  </Typography>
                  <NoteFacts note={appended} />
                  <NoteBody note={appended} />
                  <NoteDocuments note={appended} manage={manageDocuments} />
                  {appendedActions?.(appended)}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
        {actions && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
