import type { AppendedNote, Note } from '@hearth/domain';
import Button from '@mui/material/Button';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { AppendDialog } from './AppendDialog.tsx';
import { ExtendDialog } from './ExtendDialog.tsx';
import { useNoteAction } from './noteActionsApi.ts';
import { PrivacyDialog } from './PrivacyDialog.tsx';
import { TextChangeDialog, type TextChangeMode } from './TextChangeDialog.tsx';
import { type BodyRange, selectedBodyRange } from './textPlaces.ts';

type TextChangeProps = { parent: Note; target: AppendedNote };

/** Insert and strike in one signed body (the note's own, or an appended one's). */
export function TextChangeButtons({ parent, target }: TextChangeProps) {
  const { t } = useTranslation('notes');
  const [open, setOpen] = useState<{ mode: TextChangeMode; selected: BodyRange | null } | null>(
    null,
  );
  if (!target.can.amend) {
    return null;
  }
  // What the reader selected in this text before pressing the button names the words.
  const start = (mode: TextChangeMode) => setOpen({ mode, selected: selectedBodyRange(target.id) });
  const inParent = target.id === parent.id;
  // Pressing a button would otherwise clear the selection before the click reads it.
  const keepSelection = (event: MouseEvent) => event.preventDefault();
  return (
    <>
      <Button size="small" onMouseDown={keepSelection} onClick={() => start('insert')}>
        {inParent ? t('change.insert') : t('change.insertInAddendum')}
      </Button>
      <Button size="small" onMouseDown={keepSelection} onClick={() => start('strike')}>
        {inParent ? t('change.strike') : t('change.strikeInAddendum')}
      </Button>
      {open && (
        <TextChangeDialog
          mode={open.mode}
          parent={parent}
          target={target}
          selected={open.selected}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

type Opened = 'append' | 'privacy' | 'extend' | 'hold' | 'unhold' | null;

/** What the reader may do with a signed note, as its `can` flags say; nothing else is offered. */
export function NoteActions({ note }: { note: Note }) {
  const { t } = useTranslation('notes');
  const [opened, setOpened] = useState<Opened>(null);
  const hold = useNoteAction(note);
  const close = () => {
    hold.reset();
    setOpened(null);
  };
  const holding = opened === 'hold' || opened === 'unhold';
  return (
    <>
      {note.can.amend && (
        <Button size="small" variant="outlined" onClick={() => setOpened('append')}>
          {t('append.open')}
        </Button>
      )}
      <TextChangeButtons parent={note} target={note} />
      {note.can.updatePrivacy && (
        <Button size="small" onClick={() => setOpened('privacy')}>
          {t('privacy.open')}
        </Button>
      )}
      {note.can.extend && (
        <Button size="small" onClick={() => setOpened('extend')}>
          {t('extend.open')}
        </Button>
      )}
      {note.can.hold && (
        <Button size="small" color="warning" onClick={() => setOpened('hold')}>
          {t('hold.open')}
        </Button>
      )}
      {note.can.unhold && (
        <Button size="small" color="warning" onClick={() => setOpened('unhold')}>
          {t('hold.release')}
        </Button>
      )}
      {opened === 'append' && <AppendDialog note={note} onClose={close} />}
      {opened === 'privacy' && <PrivacyDialog note={note} onClose={close} />}
      {opened === 'extend' && <ExtendDialog note={note} onClose={close} />}
      {holding && (
        <ConfirmDialog
          title={opened === 'hold' ? t('hold.title') : t('hold.releaseTitle')}
          message={opened === 'hold' ? t('hold.message') : t('hold.releaseMessage')}
          confirmLabel={opened === 'hold' ? t('hold.open') : t('hold.release')}
          destructive={opened === 'hold'}
          pending={hold.isPending}
          error={hold.error}
          onConfirm={() =>
            hold.mutate({ action: opened === 'hold' ? 'hold' : 'unhold' }, { onSuccess: close })
          }
          onClose={close}
        />
      )}
    </>
  );
}
