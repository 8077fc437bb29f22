// The baseline of the load bench: a plain node:http server answering the practice loop's JSON from memory (the
// bodies the real app answered, sent by the bench over IPC). It imports nothing of the app.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerCpuQuestions } from './api-load-protocol';
import type { RecordedBodies, TargetMessage } from './api-load-protocol';

function startBare(bodies: RecordedBodies): void {
  const server = createServer((request, response) => {
    // Read the body as any server must, then answer the recorded JSON of that call.
    request.resume();
    request.on('end', () => {
      const url = request.url ?? '';
      const body = url.startsWith('/api/getPracticeQuestion/')
        ? bodies.question
        : url.startsWith('/api/checkAnswer/')
          ? bodies.check
          : bodies.save;
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const ready: TargetMessage = {
      type: 'ready',
      port: (server.address() as AddressInfo).port,
      learners: [],
      skills: [],
      answerKeys: {},
    };
    process.send?.(ready);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

process.once('message', (bodies: RecordedBodies) => startBare(bodies));
answerCpuQuestions();
