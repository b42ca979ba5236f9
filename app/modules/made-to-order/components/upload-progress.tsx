/** How much of the form has been sent, while the photos upload; read out in steps of a tenth. */
export function UploadProgress({ share }: { share: number }) {
  const percent = Math.min(100, Math.round(share * 100));
  const spoken = Math.floor(percent / 10) * 10;
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm font-semibold text-espresso">
        <span id="upload-progress-label">{percent < 100 ? "Sending your request" : "Saving your photos"}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress
        aria-labelledby="upload-progress-label"
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full accent-walnut [&::-webkit-progress-bar]:bg-cream [&::-webkit-progress-value]:bg-walnut"
      />
      <p className="sr-only" aria-live="polite">
        {spoken}% sent
      </p>
    </div>
  );
}
