import { forwardRef, useState } from 'react';

/** A drop target with a file picker: both hand their files to `onFiles`. */
export const DropZone = forwardRef<HTMLInputElement, { prompt: string; button: string; hint: string; accept: string; multiple?: boolean; testId: string; onFiles: (files: FileList | null) => void }>(
  function DropZone({ prompt, button, hint, accept, multiple = false, testId, onFiles }, ref) {
    const [dragging, setDragging] = useState(false);
    return (
      <div
        className={`dropzone${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          onFiles(e.dataTransfer.files);
        }}
      >
        <p>{prompt}</p>
        <label className="button-like">
          {button}
          <input ref={ref} type="file" multiple={multiple} accept={accept} className="sr-only" data-testid={testId} onChange={(e) => onFiles(e.target.files)} />
        </label>
        <p className="hint">{hint}</p>
      </div>
    );
  },
);
