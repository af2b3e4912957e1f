// `npm run admin -- ...`: server/ops/commands/admin.ts.
import { adminCommand } from '#server/ops/commands/admin.ts'
import { runAsProcess } from '#server/ops/commands/command.ts'

await runAsProcess(adminCommand)
