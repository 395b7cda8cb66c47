/**
 * Resolves in a new task: work after it runs once the browser has had its turn to paint and answer
 * input, so two pieces of start-up work never add up to one long task (docs/requirements/design.md §5: total blocking
 * time). A message channel rather than a timer: timers may be clamped and are faked in unit tests.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
