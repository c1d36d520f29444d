// A desktop session of its own for one journey: a virtual display (Xvfb), a session bus, a window manager and GNOME's
// Orca speaking through speech-dispatcher into a silent sound device. What Orca says is read back from its debug log
// ('SPEECH OUTPUT' lines). The traps, learned with ../shared/screen-reader/orca-read.sh:
//  - speech-dispatcher needs a sound device, or its espeak-ng module dies and Orca stops after its first words: an ALSA
//    'null' default device;
//  - a speech-dispatcher left from an earlier run makes the next Orca hang: each session has its own HOME and
//    XDG_RUNTIME_DIR, and at the end every process carrying the session's marker in its environment is stopped;
//  - keystrokes reach the page only when a window manager has given Chromium the focus.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  openSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { speechLines } from './orca-log';

export type OrcaLanguage = 'en' | 'fr';

export type OrcaSession = {
  /** The environment a program on this display, on this bus, with accessibility on, needs. */
  env: NodeJS.ProcessEnv;
  work: string;
  /** Everything Orca has said so far, one utterance an entry. */
  heard: () => string[];
  /** How much Orca has logged so far: it logs every event it handles, so a log that stops growing means Orca is idle. */
  activity: () => number;
  stop: () => Promise<void>;
};

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function firstLine(child: ChildProcess, stream: NodeJS.ReadableStream, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start within 20 s`)), 20_000);
    createInterface({ input: stream }).once('line', (line) => {
      clearTimeout(timer);
      resolve(line.trim());
    });
    child.once('exit', (code) => reject(new Error(`${what} exited (code ${code})`)));
  });
}

/** Stops every process whose environment carries this session's marker (speech-dispatcher forks away from us). */
function killMarked(marker: string) {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`CBH_SR_SESSION=${marker}\0`))
        process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Gone already, or not ours to read.
    }
  }
}

export async function startOrcaSession(lang: OrcaLanguage): Promise<OrcaSession> {
  const work = mkdtempSync(join(tmpdir(), 'cbh-orca-'));
  const home = join(work, 'home');
  mkdirSync(join(home, '.config/speech-dispatcher'), { recursive: true });
  mkdirSync(join(work, 'run'), { mode: 0o700 });
  writeFileSync(join(home, '.asoundrc'), 'pcm.!default { type null }\nctl.!default { type hw card 0 }\n');
  writeFileSync(
    join(home, '.config/speech-dispatcher/speechd.conf'),
    'AudioOutputMethod "alsa"\nDefaultModule espeak-ng\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n',
  );
  const marker = work;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    XDG_RUNTIME_DIR: join(work, 'run'),
    CBH_SR_SESSION: marker,
    GTK_MODULES: 'gail:atk-bridge',
    ACCESSIBILITY_ENABLED: '1',
    NO_AT_BRIDGE: '0',
    ...(lang === 'fr' ? { LANGUAGE: 'fr_CA:fr' } : {}),
  };
  const children: ChildProcess[] = [];
  const start = (cmd: string, args: string[], stdio: ('ignore' | 'pipe')[] | null = null) => {
    const out = stdio ? null : openSync(join(work, `${basename(cmd)}.out`), 'a');
    const child = spawn(cmd, args, { env, stdio: stdio ?? ['ignore', out!, out!] });
    if (out !== null) closeSync(out);
    child.on('error', () => undefined);
    children.push(child);
    return child;
  };
  const stop = async () => {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await wait(300);
    killMarked(marker);
    // Nothing of the session may keep the test worker alive (its pipes, its processes).
    for (const child of children) {
      for (const stream of child.stdio) stream?.destroy();
      child.unref();
    }
    if (!process.env.SR_KEEP_LOGS) rmSync(work, { recursive: true, force: true });
  };
  try {
    // Xvfb picks a free display itself and writes its number on descriptor 3.
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
      env,
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    children.push(xvfb);
    env.DISPLAY = `:${await firstLine(xvfb, xvfb.stdio[3] as NodeJS.ReadableStream, 'Xvfb')}`;
    const bus = start('dbus-daemon', ['--session', '--nofork', '--print-address=1'], ['ignore', 'pipe', 'ignore']);
    env.DBUS_SESSION_BUS_ADDRESS = await firstLine(bus, bus.stdout!, 'dbus-daemon');
    start('matchbox-window-manager', ['-use_titlebar', 'no']);
    await new Promise((r) =>
      start('gsettings', ['set', 'org.gnome.desktop.interface', 'toolkit-accessibility', 'true']).once('exit', r),
    );
    const log = join(work, 'orca.log');
    start('/usr/bin/python3', [fileURLToPath(new URL('./orca-start.py', import.meta.url)), log]);
    const heard = () => {
      try {
        return speechLines(readFileSync(log, 'utf8'));
      } catch {
        return [];
      }
    };
    for (let i = 0; i < 240 && heard().length === 0; i++) await wait(250);
    if (heard().length === 0) throw new Error(`Orca said nothing within 60 s (logs in ${work})`);
    const activity = () => {
      try {
        return statSync(log).size;
      } catch {
        return 0;
      }
    };
    return { env, work, heard, activity, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
