import { describe, expect, it } from 'vitest';
import { normalise, transcriptDiff, unlabelled } from './transcript';
import { speechLines } from './orca-log';

describe('speechLines', () => {
  it('reads what Orca said from its debug log, without the echo of the keys pressed', () => {
    const log = [
      "04:32:37.283620 - SPEECH OUTPUT: 'h ' {'established': False}",
      "04:32:37.398391 - SPEECH OUTPUT: 'Sign In heading level 1.'{'established': False}",
      '04:32:37.400000 - WEB: something else',
      "04:32:41.714846 - SPEECH OUTPUT: 'Don't miss it'[{'established': False}]",
    ].join('\n');
    expect(speechLines(log)).toEqual(['Sign In heading level 1.', "Don't miss it"]);
  });
});

describe('normalise', () => {
  it('replaces the run’s values by their labels and drops the chatter of a page load', () => {
    expect(
      normalise(
        [
          'Loading.  Please wait.',
          'Page has 5 landmarks, 1 heading, 2 visited links, 9 unvisited links.',
          'Email entry e2e-parent-abc@example.org required.',
          'Chargement de Connexion | Hockey canadien pour aveugles terminé.',
          '12 yearsNovember 28, 2014.',
          'A place is held for Theo until Dec 1, 2026, 12:14 a.m. (Toronto time).',
          'Une place est réservée jusqu’au 1 déc. 2026, 00 h 14.',
          'Confirmation number: 3dc5c97c-a894-43ae-9',
        ],
        { email: 'e2e-parent-abc@example.org' },
      ),
    ).toEqual([
      'Email entry <email> required.',
      '12 years<date>.',
      'A place is held for Theo until <date> (Toronto time).',
      'Une place est réservée jusqu’au <date>.',
      'Confirmation number: <id>',
    ]);
  });
});

describe('unlabelled', () => {
  it('finds bare roles, clickable while browsing, file names and ids, in English and French', () => {
    expect(
      unlabelled([
        'Sign In push button.',
        'push button',
        '» h',
        'Connexion en-tête niveau 1 cliquable.',
        'photo-123.png image',
        'Row 2f1c0a8e-1b2c-4d5e-8f90-1234567890ab',
        'bouton',
        '» Tab',
        'Text of the Photo, video and media release region clickable.',
        '» Return',
        'Your Player Profile heading level 2 clickable.',
        'notification Download complete: fa58235d-6541-4ba7-ac9d-6a933ebec56d.',
      ]),
    ).toEqual([
      'push button',
      'Connexion en-tête niveau 1 cliquable.',
      'photo-123.png image',
      'Row 2f1c0a8e-1b2c-4d5e-8f90-1234567890ab',
      'bouton',
    ]);
  });
});

describe('transcriptDiff', () => {
  const saved = ['» open /login', '## Sign in', '» h', 'Sign In heading level 1.', '» Return', 'A', 'B'].join('\n');
  it('takes each step as what was said in it, whatever the order and the keys pressed to get there', () => {
    const got = [
      '» open /login',
      'Loading…',
      '## Sign in',
      '» h',
      '» h',
      'Sign In heading level 1.',
      '» Return',
      'B',
      'A',
      'A',
    ];
    expect(transcriptDiff(saved, got.join('\n'))).toEqual([]);
  });
  it('says what was said that was not, and what was not said that was, by step', () => {
    const got = ['» open /login', '## Sign in', '» h', 'Sign In heading level 1 clickable.', '» Return', 'A'];
    expect(transcriptDiff(saved, got.join('\n'))).toEqual([
      '## Sign in',
      '  + Sign In heading level 1 clickable.',
      '  - Sign In heading level 1.',
      '  - B',
    ]);
  });
});
