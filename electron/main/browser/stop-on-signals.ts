/**
 * Ctrl+C or SIGTERM stops browser mode: `stop` closes the server (and every socket still open, so
 * no client can hold the exit up) and the database, then the process exits. A second signal while
 * stopping exits at once.
 */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) process.exit(1);
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Sidetable could not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
