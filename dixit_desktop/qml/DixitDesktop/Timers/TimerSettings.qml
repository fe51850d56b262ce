import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// The Settings line for gentle timers: what is chosen now, and the way to choose
// (TimerLengths, which the settings screen shows over itself).
RowLayout {
    id: row
    signal choose()
    spacing: Theme.gap

    BodyText {
        objectName: "timersSummary"
        Layout.fillWidth: true
        text: qsTr("Gentle timers: %1").arg(Timers.summary)
        color: Theme.ink
        wrapMode: Text.WordWrap
    }
    BigButton {
        objectName: "timersButton"
        text: qsTr("Choose")
        tone: "paper"
        font.pixelSize: Theme.fontBody
        Accessible.name: qsTr("Gentle timers: choose how long each secret choice may take")
        onActivated: row.choose()
    }
}
