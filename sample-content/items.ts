/**
 * The words behind the sample content (see seed.ts). Picture fields hold a drawing spec
 * instead of a URL; the seeder draws each image, stores it and puts its URL there (a list becomes
 * comma-joined URLs). Each list is in insertion order: the site shows portfolio items, blogs and
 * careers newest first, so the item meant to lead a page comes last.
 */

export type Motif = 'grid' | 'graph' | 'chart' | 'waves' | 'rings' | 'vision' | 'blocks'
export type Mark = 'hex' | 'orbit' | 'petals' | 'layers' | 'prism' | 'pulse'
export type Art =
	| { art: 'scene'; motif: Motif; palette: number }
	| { art: 'avatar'; palette: number }
	| { art: 'logo'; mark: Mark; palette: number }
/** A position's pay (docs/design.md §17). */
type SampleSalary = { min: number; max: number; currency: string; period: 'year' | 'month' | 'hour' }
export type SampleItem = Readonly<
	Record<string, string | number | Art | readonly Art[] | readonly string[] | SampleSalary>
>

const scene = (motif: Motif, palette: number): Art => ({ art: 'scene', motif, palette })
const avatar = (palette: number): Art => ({ art: 'avatar', palette })
const logo = (mark: Mark, palette: number): Art => ({ art: 'logo', mark, palette })

/** Paragraphs written one per array entry, joined with blank lines. */
const paragraphs = (...parts: string[]) => parts.join('\n\n')

const partners: SampleItem[] = [
	{ partner_name: 'Coastmark Manufacturing', image_url: logo('hex', 0) },
	{ partner_name: 'Orbitwell Logistics', image_url: logo('orbit', 1) },
	{ partner_name: 'Kestrel Agritech', image_url: logo('petals', 2) },
	{ partner_name: 'Lumenfield Retail', image_url: logo('layers', 3) },
	{ partner_name: 'Harbourline Finance', image_url: logo('prism', 4) },
	{ partner_name: 'Veridane Health', image_url: logo('pulse', 5) },
]

const faqs: SampleItem[] = [
	{
		question: 'What engagement models do you offer?',
		answer:
			'We work in three ways: fixed-scope projects with an agreed price and timeline, dedicated teams billed monthly that work as an extension of your own, and time-and-materials engagements for work whose scope is still evolving. Most clients start with a short paid discovery phase, which gives both sides a clear scope before committing to a larger project.',
	},
	{
		question: 'How long does a typical project take?',
		answer:
			'A proof of concept on your own data usually takes four to six weeks. A first production release of an AI or software solution typically takes three to four months, and a set of BI dashboards two to six weeks depending on the state of the underlying data. We deliver in two-week iterations with a demo at the end of each, so you see progress from the first month.',
	},
	{
		question: 'How do you keep our data secure and confidential?',
		answer:
			'We sign a non-disclosure agreement before any data is shared. Wherever possible the data stays in your own cloud account or data centre and our team works inside it; access is limited to named people on the project, data is encrypted in transit and at rest, and it is deleted from any of our systems at the end of the engagement. We are happy to complete your security questionnaire and work within your policies.',
	},
	{
		question: 'Which technologies do you work with?',
		answer:
			'For AI and data science we use Python, PyTorch, OpenCV, scikit-learn and the Hugging Face ecosystem, with managed or open-weight language models. For business intelligence we build on Power BI, Tableau and Apache Superset over PostgreSQL, SQL Server or cloud warehouses. Our software is written in TypeScript with React and Node.js, and we deploy on AWS, Azure, Google Cloud, on premises or on edge devices. Where you already have a stack, we work with it.',
	},
	{
		question: 'Do you provide support and maintenance after launch?',
		answer:
			'Yes. Every project includes a warranty period after go-live in which we fix defects at no cost. After that, we offer support plans with agreed response times, covering bug fixes, security updates, infrastructure monitoring and, for AI systems, model monitoring and periodic retraining. We also hand over documentation and train your team if you prefer to run the system yourselves.',
	},
	{
		question: 'How do you price your work?',
		answer:
			'Pricing follows the engagement model: a fixed quote for a well-defined scope, or a monthly rate for a dedicated team. The discovery phase is priced separately and its output is yours to keep whether or not you continue with us. There are no hidden licence fees, and you own the code, models and documentation we create for you.',
	},
]

const testimonials: SampleItem[] = [
	{
		name: 'Ananya Mishra',
		position: 'Head of Quality, Coastmark Manufacturing',
		message:
			'Sigma’s inspection system now checks every casting on our finishing line and catches defects our inspectors used to miss at the end of a long shift. The team spent days on our shop floor before writing any code, and it shows: false alarms dropped below two percent within the first month.',
		stars: 5,
		picture: avatar(0),
		linkedin: 'https://www.linkedin.com/in/ananya-mishra-example',
	},
	{
		name: 'Rahul Mohanty',
		position: 'Chief Technology Officer, Orbitwell Logistics',
		message:
			'We needed fleet analytics that our dispatchers would actually open. Sigma delivered a working prototype in five weeks and the full rollout in three months, with a clear demo every second Friday.',
		stars: 4.5,
		youtube_link: 'https://www.youtube.com/watch?v=Rk3vQ8mT2pL',
		linkedin: 'https://www.linkedin.com/in/rahul-mohanty-example',
		twitter: 'https://x.com/rahul_mohanty_example',
	},
	{
		name: 'Priya Nair',
		position: 'Director of Analytics, Lumenfield Retail',
		message:
			'Our regional managers finally look at the same numbers. The sales dashboards replaced a dozen spreadsheets, and the pipeline behind them has not missed a refresh since go-live. A couple of features took longer than planned, but the communication was always honest.',
		stars: 4,
		picture: avatar(2),
		instagram: 'https://www.instagram.com/priya.nair.example',
	},
	{
		name: 'Daniel Okafor',
		position: 'VP Engineering, Harbourline Finance',
		message:
			'The document assistant answers our underwriters’ questions with a citation to the exact page of the policy. Sigma worked through our security review, NDAs and on-premises deployment without fuss, and the system has been reliable from day one.',
		stars: 5,
		picture: avatar(4),
		linkedin: 'https://www.linkedin.com/in/daniel-okafor-example',
		facebook: 'https://www.facebook.com/daniel.okafor.example',
	},
]

const applications: SampleItem[] = [
	{
		title: 'Campus Energy Monitoring',
		category: '',
		description:
			'A network of wireless energy meters and temperature sensors across a twelve-building university campus, streaming readings every minute to a central platform. Facility managers see consumption per building and per floor, get alerts for equipment left running overnight, and compare each month with the year before. The first year of operation cut the campus electricity bill by eleven percent.',
		picture: [scene('waves', 2), scene('grid', 4)],
	},
	{
		title: 'Field Service Mobile App',
		category: 'Non-AI',
		description:
			'An offline-first mobile web app for a regional water utility’s field technicians. Work orders, asset histories and maps sync whenever a connection is available, while photos, meter readings and customer signatures are captured on site. Supervisors assign and track jobs from a web console, replacing paper job cards across four districts.',
		picture: [scene('blocks', 1), scene('grid', 3)],
	},
	{
		title: 'Hospital Operations Dashboard',
		category: 'BI Solution',
		description:
			'A live operations view for a multi-specialty hospital group: bed occupancy by ward, operating theatre utilisation, emergency waiting times and discharge bottlenecks. Data flows every fifteen minutes from the hospital information system into a governed data model, with each metric defined once for every facility. Wall screens in the command centre and a mobile view for duty managers show the same numbers.',
		picture: [scene('rings', 4), scene('chart', 2), scene('grid', 0)],
	},
	{
		title: 'Crop Health Monitoring from Drone Imagery',
		category: 'AI',
		description:
			'Segmentation models that turn multispectral drone imagery into field-level crop health maps for an agritech company working with farmer producer organisations in eastern India. The system highlights stressed areas, estimates vegetation indices per plot and drafts treatment recommendations that agronomists review before they reach farmers. A 200-hectare survey is processed in under an hour.',
		picture: [scene('grid', 2), scene('vision', 3)],
	},
	{
		title: 'Fleet Management Portal',
		category: 'Non-AI',
		description:
			'A web portal for a logistics operator running 600 trucks: live vehicle positions, digital trip sheets, fuel reconciliation and maintenance schedules in one place. Built with React, Node.js and PostgreSQL, it integrates with GPS telematics providers and the client’s accounting system. Dispatchers now plan the next day’s trips in minutes instead of hours.',
		picture: [scene('graph', 0), scene('chart', 1)],
	},
	{
		title: 'Retail Sales Command Centre',
		category: 'BI Solution',
		description:
			'A sales and inventory analytics suite for a retail chain with 140 stores. Store, category and regional managers each get a view built around their weekly decisions, with a comparison to target and to last year on every figure. Automated data-quality checks run before each refresh, so the numbers in Monday’s meeting match the finance team’s.',
		picture: [scene('chart', 3), scene('blocks', 4), scene('rings', 1)],
	},
	{
		title: 'Visual Defect Inspection for Castings',
		category: 'AI',
		description:
			'A camera-based system that inspects every casting on a foundry’s finishing line for cracks, porosity and surface defects. Models run on edge devices beside the line and decide in under 80 milliseconds; uncertain parts go to an inspector whose decision feeds back into training. Defect escapes fell by more than 70 percent in the first quarter.',
		picture: [scene('vision', 0), scene('graph', 2), scene('chart', 4)],
		youtube_link: 'https://www.youtube.com/watch?v=Vb7nK2xQe4M',
	},
]

const products: SampleItem[] = [
	{
		title: 'SigmaPulse',
		description: paragraphs(
			'SigmaPulse is our IoT analytics platform for factories, buildings and utilities. It collects sensor data over MQTT or OPC UA, keeps years of history efficiently, and detects anomalies with models tuned to each machine.',
			'Maintenance teams receive alerts with the context they need to act, and managers get dashboards of energy use, uptime and asset health. It runs in your cloud account or on premises.',
		),
		picture: [scene('waves', 0), scene('rings', 2)],
	},
	{
		title: 'SigmaInsight',
		description: paragraphs(
			'SigmaInsight is a business intelligence starter kit that takes an organisation from scattered spreadsheets to trusted dashboards in weeks.',
			'It includes a tested data model and metric definitions for retail, manufacturing and healthcare, automated data-quality checks, and report templates for Power BI and Apache Superset. Your team can extend all of it: there are no proprietary formats to lock you in.',
		),
		picture: [scene('chart', 0), scene('blocks', 2), scene('grid', 1)],
	},
	{
		title: 'SigmaDocs',
		description: paragraphs(
			'SigmaDocs is a document intelligence assistant that answers questions from your organisation’s PDFs, policies and contracts, citing the exact page behind every answer.',
			'It combines layout-aware parsing, hybrid search and open-weight or managed language models, and respects the access permissions you already have. It is deployed inside your own cloud or data centre, so documents never leave your control.',
		),
		picture: [scene('graph', 3), scene('grid', 5)],
	},
	{
		title: 'SigmaVision',
		description: paragraphs(
			'SigmaVision is a visual inspection platform for production lines. It pairs industrial cameras and edge computers with a training studio where your quality team labels images, trains models and reviews results without writing code.',
			'Inspections run in milliseconds beside the line, and a central dashboard tracks defect trends by shift, product and machine.',
		),
		picture: [scene('vision', 1), scene('blocks', 3), scene('chart', 5)],
		youtube_link: 'https://www.youtube.com/watch?v=Hc4tP9wLs1Z',
	},
]

const consulting: SampleItem[] = [
	{
		title: 'MLOps and Model Governance',
		description: paragraphs(
			'Models that shone in the pilot often degrade quietly in production. We review how your models are trained, deployed and monitored, then put the essentials in place: versioned data and models, automated evaluation before each release, drift and data-quality monitoring, and clear ownership when an alert fires.',
			'The engagement starts with a two-week review and a prioritised plan. We can implement it with your team or hand it over; either way, you keep the pipelines, dashboards and documentation.',
		),
	},
	{
		title: 'Business Intelligence Modernisation',
		description: paragraphs(
			'Too many dashboards and too little trust? We audit your reports and data pipelines, talk to the people who use them, and find out which numbers really drive decisions.',
			'We then consolidate metric definitions into a single semantic layer, automate data-quality checks and redesign the dashboards that matter around the decisions they support. The usual result: fewer reports, faster refreshes and meetings that no longer start with an argument about whose figure is right.',
		),
		picture: [scene('chart', 2)],
	},
	{
		title: 'AI Readiness Assessment',
		description: paragraphs(
			'Not sure where AI would pay off in your organisation? In three to four weeks we map your processes and data, identify the use cases with the best balance of value and feasibility, and estimate the effort, cost and risk of each.',
			'You receive a short, candid report: what to do first, what to postpone and what not to attempt yet. Where a use case looks promising, we can build a time-boxed proof of concept on your own data before you commit to a full project.',
		),
		picture: [scene('rings', 0), scene('graph', 1)],
	},
	{
		title: 'Data Strategy and Roadmap',
		description: paragraphs(
			'A practical plan for turning your data into an asset: which data to collect and keep, where it should live, who owns it, and how it reaches the people and systems that need it.',
			'We work with leadership and operational teams to tie the roadmap to business goals, recommend an architecture that fits your scale and budget, and define governance light enough to be followed. The roadmap is sequenced by quarter with measurable milestones, so progress is visible from the first month.',
		),
		picture: [scene('blocks', 0), scene('waves', 3)],
	},
]

const blogs: SampleItem[] = [
	{
		heading: 'MLOps Without the Buzzwords: Keeping Models Healthy After Launch',
		excerpt:
			'The practical MLOps we use on client projects: version what shapes a prediction, watch for drift, and retrain before users notice.',
		tags: ['MLOps', 'Machine learning'],
		picture: scene('waves', 1),
		body: `A machine learning model is at its best on the day it is deployed. From then on, the world it was trained on starts to drift away: customers change their habits, suppliers change their packaging, a camera gets nudged a few degrees. MLOps is the discipline of noticing that drift and responding before your users do. Here is the practical version we use on client projects.

## Version everything that shapes a prediction

Code is already in version control. A model's behaviour also depends on its training data, its features, its settings and the library versions it was built with. We record all of them for every trained model, so we can answer the question every audit eventually asks: *why did the model predict this, on that day?*

- Training data snapshots are stored under an immutable identifier.
- Each model in the registry links to the data, the code commit and the metrics that produced it.
- Deployment records show which model version served which requests.

## Automate the path to production

Manual deployment works until the person who knows the steps goes on holiday. A simple pipeline removes that risk:

1. A change to code or data triggers training in a clean environment.
2. The candidate model is evaluated on a fixed test set **and** compared with the current production model.
3. If it is better on the agreed metrics, and no worse for any important customer segment, it is promoted to staging.
4. A person approves the release; traffic shifts gradually, with automatic rollback on errors.

## Monitor inputs, not just accuracy

True accuracy is often known only weeks later, when the loan is repaid or the part fails. Waiting for it means reacting late, so we watch leading signals instead:

- **Input drift:** are incoming features moving away from the training data?
- **Prediction drift:** is the model suddenly approving more, flagging fewer, or growing less confident?
- **Data quality:** missing values, new categories, sensors stuck at one reading.
- **Service health:** latency, error rates and cost per thousand predictions.

Alerts go to the team that can act on them, with enough context to decide quickly whether to investigate, retrain or roll back.

## Retrain on a rhythm, and on demand

Some models need retraining every month; others stay sound for a year. We set a default schedule based on how fast the underlying process changes, and let drift alerts trigger an earlier run. Either way, the retrained model passes through the same evaluation gate as any other change.

## Keep it proportionate

Not every project needs a feature store, a model registry and a streaming monitoring stack on day one. A single model scored nightly can run reliably with a scheduled job, a versioned storage bucket and a weekly report. We add tooling when the number of models, or the cost of a mistake, justifies it.

## Where to start

If you already have models in production, begin with monitoring: you cannot manage what you cannot see. Our [MLOps and model governance](/portfolio/consulting) engagement starts with a two-week review of your current models and leaves you with a prioritised plan, whether or not we build it with you.`,
	},
	{
		heading: 'BI Dashboards People Actually Use',
		excerpt: 'The dashboards people open every day share a handful of traits, and none of them is about the tool.',
		tags: ['Business intelligence', 'Dashboards'],
		picture: scene('chart', 4),
		body: `Most organisations have more dashboards than they can count, and most of those dashboards are opened once a quarter. After years of building business intelligence solutions for retailers, hospitals and manufacturers, we have noticed that the dashboards people rely on every day share a handful of traits. None of them is about the tool.

## Begin with a decision

A dashboard that "shows sales" gives nobody a reason to open it. A dashboard that helps a regional manager decide which stores need a visit this week will be opened every Monday morning. Before we design anything, we ask three questions:

1. Who will open this, and how often?
2. What decision will they make after looking at it?
3. What will they do if a number looks wrong?

If nobody can answer the second question, the dashboard is not ready to be built.

## Fewer numbers, more context

A number on its own is trivia. "Revenue: ₹4.2 crore" tells the reader nothing until it is compared with something: last week, the same week last year, the target or the other regions. Every headline figure on our dashboards carries a comparison and a direction, and the first screen holds five to seven figures at most. The detail lives one click away.

## Design for the screen it will be read on

Store managers read dashboards on a phone between customers. Hospital administrators read them on a wall screen across the room. Finance reads them as a spreadsheet export at month end. One design cannot serve all three, so we design each view for its real setting, and test it there.

## Trust is earned in the data pipeline

The fastest way to kill a dashboard is one wrong number in an important meeting. After that, people quietly go back to their spreadsheets. We protect trust by:

- defining every metric once, in a shared semantic layer, so "active customer" means the same thing everywhere;
- running automated data-quality checks before each refresh, and showing the time of the last successful refresh on every page;
- reconciling key figures with the finance team before launch.

## Make the next step obvious

A good dashboard does not end at the chart. If stock-outs are rising at a store, the view should lead to the products involved, and ideally to the replenishment screen. Every extra step between insight and action loses a share of your users.

## Measure usage like a product

We instrument dashboards the way we instrument software: who opens them, which filters they use, where they stop. Views nobody opens after the first month are retired. Numbers people keep exporting to spreadsheets are brought into the dashboard itself.

## The tool matters least

We build on Power BI, Tableau and open-source tools such as Apache Superset, depending on what a client already owns. The principles above apply to all of them. If your organisation has dashboards nobody opens, our [BI modernisation review](/portfolio/consulting) identifies what to keep, what to fix and what to retire.`,
	},
	{
		heading: 'Retrieval-Augmented Generation for Enterprise Documents: What Works in Practice',
		excerpt:
			'What makes retrieval-augmented generation work on real company documents: parsing, metadata, access rules and honest evaluation.',
		tags: ['Generative AI', 'Machine learning'],
		picture: scene('graph', 4),
		body: `Every organisation we work with has the same problem in a different shape: the answers exist, but they are buried in thousands of PDFs, policies, contracts and email threads. Large language models promise to fix that. Out of the box they cannot: they have never seen your documents, and they will confidently invent an answer when they do not know one. Retrieval-augmented generation (RAG) is the pattern that bridges the gap.

## How RAG works, in one paragraph

Documents are split into passages and indexed for search. When a user asks a question, the system retrieves the most relevant passages and hands them to the language model with an instruction: answer using only this material, and cite it. The model writes the answer; the retrieval step keeps it grounded.

## Where projects go wrong

The demo is easy: a prototype over fifty documents can be built in an afternoon. The difficulty arrives with the fifty-thousandth document.

- **Messy sources.** Scanned pages, tables split across pages, headers repeated on every page. Poor text extraction quietly ruins retrieval.
- **Naive chunking.** Cutting documents every 500 words separates a clause from the definition it depends on.
- **Permissions.** An assistant that answers an intern's question with a passage from the board minutes is a security incident, not a feature.
- **No evaluation.** Without a test set, every change is a guess.

## What works in practice

### Invest in ingestion

We spend more time on document parsing than on prompts. Layout-aware extraction, table handling and OCR for scanned files pay off in every later step. Each passage keeps its metadata: source, page, section heading, date and access group.

### Use hybrid retrieval

Semantic (vector) search is good at meaning; keyword search is good at part numbers, clause references and names. Combining both and then re-ranking the results consistently beats either alone in our projects.

### Enforce access control at retrieval time

Filtering passages by the user's permissions before they reach the model is the only reliable approach. Asking the model to ignore documents the user should not see is not security.

### Always cite sources

Every answer links to the pages it came from. Users trust answers they can check, and reviewers can spot a wrong answer in seconds.

### Build an evaluation set early

We collect one to two hundred real questions with known answers from the people who will use the system. Each change to chunking, retrieval or prompts is measured against that set: was the right passage retrieved, and is the answer faithful to it?

## Choosing where it runs

Many of our clients in finance and healthcare cannot send documents to an outside service. Open-weight models running in the client's own cloud account or data centre are now good enough for most question-answering tasks, and they keep data where it already lives. For others, a managed API with a data-processing agreement is the faster route.

## Start narrow

The best first project is one team, one document collection and one kind of question: underwriters querying lending policies, for example. Prove the value there, then widen the scope. To see what a document assistant could do for your teams, read about [SigmaDocs](/portfolio/products) or [talk to us](/contact-us).`,
	},
	{
		heading: 'Computer Vision in Quality Inspection: Lessons from the Factory Floor',
		excerpt:
			'Lessons from putting cameras and models on production lines: lighting, labelling and the people who use the results.',
		tags: ['Computer vision', 'Manufacturing'],
		picture: scene('vision', 2),
		body: `Manual visual inspection is one of the last steps on many production lines, and one of the hardest to do consistently. An inspector who is sharp at nine in the morning is not the same inspector at the end of a twelve-hour shift. Computer vision does not get tired, but it brings problems of its own. Here is what we have learned putting inspection systems onto real factory floors.

## Start with the defect catalogue, not the model

Before we choose a camera or a network architecture, we sit with the quality team and build a defect catalogue: every defect type, photographs of each, how often it occurs and what it costs when it escapes. This document decides almost everything that follows.

- **Which defects matter.** A cosmetic scratch on an inner surface may not be worth detecting at all.
- **The resolution we need.** A 0.2 mm crack demands very different optics from a missing label.
- **The acceptable miss rate.** Safety-critical defects justify a stricter threshold and more false alarms.

## Lighting is half the solution

Most failed pilots we are asked to rescue share a root cause: inconsistent lighting. Sunlight through a skylight, a reflective part turning under a single lamp, the shadow of an operator's arm. A diffuse dome light or a simple enclosure often improves accuracy more than a month of model tuning. We treat optics and lighting as an engineering deliverable in their own right, with the set-up photographed and signed off by the plant team.

## Little data, carefully labelled

Good factories produce few defects, which is exactly the problem: a line may make a hundred thousand good parts for every few hundred bad ones. We handle this in three ways.

1. **Anomaly detection first.** Models trained only on good parts can flag anything unusual from day one, before a large defect set exists.
2. **Consistent labelling.** Two inspectors labelling the same image should agree. We run short calibration sessions and measure agreement before labelling at scale.
3. **Targeted augmentation.** Realistic variations of real defects (rotation, brightness, blur) fill gaps without inventing defects that never occur.

## Decide at the edge, report to the cloud

Inspection decisions must be made in milliseconds, next to the line, even when the network is down. We deploy models on compact edge devices and send only results, summary statistics and a sample of images to a central dashboard. Plant managers see defect trends per shift and per machine; engineers get the images they need to investigate a spike.

## Keep people in the loop

The most successful deployments do not replace inspectors; they give them a second pair of eyes. Uncertain cases go to a person, whose decision becomes new training data. Over a few months, the system improves precisely where it used to hesitate.

## Measure what matters

We agree on the numbers up front: escape rate, false reject rate and throughput. A system that catches every defect but rejects five percent of good parts will be switched off within a week. One that catches ninety-eight percent with a false reject rate under one percent will still be running years later.

If you are considering automated inspection, we are happy to look at sample images from your line and give you an honest view of what is feasible. [Get in touch](/contact-us) and we will set up a short call.`,
	},
]

const careers: SampleItem[] = [
	{
		position_name: 'BI Analyst',
		department: 'Analytics',
		location: 'Bhubaneswar, Odisha, India',
		workplace: 'hybrid',
		employment_type: 'full_time',
		salary: { min: 600_000, max: 900_000, currency: 'INR', period: 'year' },
		job_description: paragraphs(
			'We are looking for a BI Analyst to design the dashboards and reports our clients rely on every day, from retail sales command centres to hospital operations views. You will work from our Bhubaneswar office, close to both our data engineers and our clients.',
			`### What you will do
- Work with client stakeholders to understand the decisions they make, and turn them into clear metrics and dashboard designs.
- Build data models and dashboards in Power BI, Tableau or Apache Superset.
- Write SQL to prepare and validate data, and reconcile figures with finance and operations teams.
- Train users after launch and improve dashboards based on how they are actually used.`,
			`### What we are looking for
- 1 to 3 years of experience in business intelligence or data analysis.
- Strong SQL and hands-on experience with at least one major BI tool.
- An eye for clear visual design and a talent for plain-language explanations.
- Odia or Hindi is a plus for work with regional clients.
- Nice to have: Python for data preparation, DAX, experience with data warehouses.`,
			`### What we offer
- A competitive salary, health insurance and an annual learning budget.
- Structured mentoring and a clear path towards senior analyst and solution roles.
- Varied projects across industries, with hybrid working.`,
		),
	},
	{
		position_name: 'Full-Stack Developer (React/Node)',
		department: 'Engineering',
		location: 'Bhubaneswar, Odisha, India',
		workplace: 'hybrid',
		employment_type: 'full_time',
		salary: { min: 1_000_000, max: 1_600_000, currency: 'INR', period: 'year' },
		job_description: paragraphs(
			'Our software team builds the portals, dashboards and mobile-friendly web apps that put our analytics in front of users. We are looking for a Full-Stack Developer who cares about both clean code and the people who use it.',
			`### What you will do
- Build web applications with React and TypeScript on the front end and Node.js on the back end.
- Design REST APIs and PostgreSQL schemas, and write the tests that keep them working.
- Turn model outputs and data pipelines into fast, accessible interfaces.
- Take part in code review, planning and the occasional client demo.`,
			`### What we are looking for
- 3+ years of professional experience with React, TypeScript and Node.js.
- Comfort with SQL and relational database design.
- Care for accessibility, performance and security basics: authentication, input validation, the OWASP Top 10.
- Experience with automated testing and CI pipelines.
- Nice to have: React Native, charting libraries, Docker and cloud deployment.`,
			`### What we offer
- A competitive salary, health insurance and an annual learning budget.
- Modern tooling, and time set aside to pay down technical debt.
- Hybrid working with a team that values steady, thoughtful delivery over heroics.`,
		),
	},
	{
		position_name: 'Data Scientist (NLP)',
		department: 'Data Science',
		location: 'Bhubaneswar, Odisha, India',
		workplace: 'hybrid',
		employment_type: 'full_time',
		job_description: paragraphs(
			'We are hiring a Data Scientist with a focus on natural language processing to build document intelligence and search assistants for clients in banking, insurance and healthcare.',
			`### What you will do
- Build retrieval-augmented generation pipelines over large document collections: parsing, chunking, hybrid search, re-ranking and answers with citations.
- Fine-tune and evaluate language models for classification, extraction and summarisation, including Odia and Hindi text.
- Create evaluation sets with domain experts and report results honestly.
- Work with engineers to take prototypes into secure, monitored production systems.`,
			`### What we are looking for
- 2 to 4 years of hands-on NLP work with Python, PyTorch and the Hugging Face ecosystem.
- Practical experience with large language models, embeddings and vector databases.
- A solid grounding in statistics and experiment design.
- Clear written communication: clients act on the reports you write.
- Nice to have: OCR and document layout analysis, experience with regulated data.`,
			`### What we offer
- A competitive salary, health insurance and an annual learning budget.
- GPU workstations and cloud credits for experiments.
- A small, senior team where your work reaches production.
- Hybrid working from Bhubaneswar.`,
		),
	},
	{
		position_name: 'Senior Computer Vision Engineer',
		department: 'Engineering',
		location: 'Bhubaneswar, Odisha, India',
		workplace: 'hybrid',
		employment_type: 'full_time',
		salary: { min: 2_000_000, max: 3_000_000, currency: 'INR', period: 'year' },
		job_description: paragraphs(
			'Sigma Analytics is looking for a Senior Computer Vision Engineer to lead the technical design of our visual inspection and video analytics projects. You will work from our Bhubaneswar office with a small team of engineers and data scientists, and with clients in manufacturing, agriculture and infrastructure.',
			`### What you will do
- Design vision systems end to end: cameras and lighting, data collection, labelling, model training and deployment on edge devices.
- Train and optimise detection, segmentation and anomaly-detection models for production lines where every millisecond counts.
- Review code and experiments, and mentor two or three engineers.
- Visit client sites to understand their processes, set up pilots and present results to plant teams.`,
			`### What we are looking for
- 5+ years of experience in computer vision, with at least two systems running in production.
- Strong Python and PyTorch; working knowledge of OpenCV and model optimisation (ONNX, TensorRT or similar).
- Experience deploying models on edge hardware such as NVIDIA Jetson devices.
- The ability to explain trade-offs clearly to people who are not engineers.
- Nice to have: industrial cameras and optics, C++, MLOps tooling.`,
			`### What we offer
- A competitive salary and an annual budget for courses, books and conferences.
- Health insurance for you and your family.
- Hybrid working, with flexible hours around client commitments.
- Real problems, real data, and the chance to see your work running on a factory floor.`,
			'To apply, send your CV with the form below, and in the message a short note about a vision system you are proud of.',
		),
	},
]

/** Each content type's sample items, by the type's name (server/content/types/). */
export const sampleContent: Readonly<Record<string, readonly SampleItem[]>> = {
	partners,
	faqs,
	testimonials,
	applications,
	products,
	consulting,
	blogs,
	careers,
}
