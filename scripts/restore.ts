// `npm run restore -- <backup.tar.gz> [--force]`: server/ops/commands/backup.ts.
import { restoreCommand } from '#server/ops/commands/backup.ts'
import { runAsProcess } from '#server/ops/commands/command.ts'

await runAsProcess(restoreCommand)
