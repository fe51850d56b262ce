import QtQuick
import QtQuick.Layouts

// A number with − and + (0 means "none"), for the target score and storyteller rounds.
RowLayout {
    id: stepper
    property string label
    property int value
    property string none
    property string unit
    property int minimum: 1
    property int maximum: 99
    property int stepSize: 1
    signal changed(int v)
    spacing: Theme.px(6)
    Accessible.role: Accessible.SpinBox
    Accessible.name: label + " " + (value > 0 ? value + " " + unit : none)

    Text {
        Layout.fillWidth: true
        text: stepper.label
        font.family: Theme.textFont
        font.pixelSize: Theme.fontBody
        color: Theme.ink
    }
    BigButton {
        objectName: stepper.objectName + "Minus"
        text: "−"
        tone: "paper"
        implicitWidth: Theme.touch
        Accessible.name: qsTr("Less")
        onActivated: stepper.changed(stepper.value <= stepper.minimum ? 0 : Math.max(stepper.minimum, stepper.value - stepper.stepSize))
    }
    Text {
        Layout.preferredWidth: Theme.px(150)
        horizontalAlignment: Text.AlignHCenter
        text: stepper.value > 0 ? stepper.value + " " + stepper.unit : stepper.none
        font.family: Theme.titleFont
        font.pixelSize: Theme.fontBody
        color: Theme.ink
    }
    BigButton {
        objectName: stepper.objectName + "Plus"
        text: "+"
        tone: "paper"
        implicitWidth: Theme.touch
        Accessible.name: qsTr("More")
        onActivated: stepper.changed(stepper.value <= 0 ? stepper.minimum : Math.min(stepper.maximum, stepper.value + stepper.stepSize))
    }
}
