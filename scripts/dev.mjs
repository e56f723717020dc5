// Daily work: the API server restarting on change, and Vite's dev server (http://localhost:5173)
// proxying /api and the websocket to it. Ctrl-C stops both, and the server stops its database.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@hearth/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@hearth/web'], { stdio: 'inherit' }),
];

let exiting = false;
function stopAll(signal) {
  if (exiting) {
    return;
  }
  exiting = true;
  for (const child of children) {
    child.kill(signal);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stopAll(signal));
}
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
