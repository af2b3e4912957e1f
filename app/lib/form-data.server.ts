import { data } from 'react-router'

/**
 * The submitted form of an action. A body that is not form data (a wrong Content-Type, a broken
 * multipart body) ends the request with 400 instead of an error from deep inside the action.
 */
export async function readFormData(request: Request): Promise<FormData> {
	try {
		return await request.formData()
	} catch {
		throw data('Send the form as form data', { status: 400, statusText: 'Bad Request' })
	}
}
