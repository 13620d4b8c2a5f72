// `npm start`: after `npm run build`, serves the playground and prints its URL
// (PORT=8080 npm start for another port; a taken port moves to the next free one).
import { startPlayground } from './server';

const started = performance.now();
const port = process.env.PORT !== undefined && process.env.PORT !== '' ? Number(process.env.PORT) : 5173;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}

const playground = await startPlayground({ port });
console.log(
  `Gator playground: ${playground.url}  (ready in ${Math.round(performance.now() - started)} ms; Ctrl+C stops it)`,
);

const stop = () => {
  void playground.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
