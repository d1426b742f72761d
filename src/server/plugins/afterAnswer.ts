import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

type Task = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `task` once the reply has been sent, so its cost cannot show in the answer's timing
     * (forgot-password: a known e-mail's code and mail must not make its answer slower than an
     * unknown one's). A failure is logged; closing the app waits for tasks still running.
     */
    afterAnswer: (reply: FastifyReply, task: Task) => void;
    /** Resolves when no after-answer task is running (tests, shutdown). */
    afterAnswerIdle: () => Promise<void>;
  }
}

async function afterAnswerPlugin(app: FastifyInstance) {
  const queued = new WeakMap<FastifyReply, Task[]>();
  const running = new Set<Promise<void>>();

  app.decorate('afterAnswer', (reply: FastifyReply, task: Task) => {
    const tasks = queued.get(reply);
    if (tasks) tasks.push(task);
    else queued.set(reply, [task]);
  });

  const run = (task: Task, log: FastifyReply['log']) => {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => log.error({ err }, 'work after the answer failed'))
      .finally(() => running.delete(done));
    running.add(done);
  };

  // onResponse: the answer has been written out. setImmediate: not even the rest of this tick.
  app.addHook('onResponse', async (_request, reply) => {
    const tasks = queued.get(reply);
    if (!tasks) return;
    queued.delete(reply);
    for (const task of tasks) run(task, reply.log);
  });

  const idle = async () => {
    while (running.size) await Promise.allSettled([...running]);
  };
  app.decorate('afterAnswerIdle', idle);
  app.addHook('onClose', idle);
}

export default fp(afterAnswerPlugin, { name: 'after-answer' });
