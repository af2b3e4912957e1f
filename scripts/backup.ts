// `npm run backup [-- --out <file>]`: server/ops/commands/backup.ts.
import { backupCommand } from '#server/ops/commands/backup.ts'
import { runAsProcess } from '#server/ops/commands/command.ts'

await runAsProcess(backupCommand)
